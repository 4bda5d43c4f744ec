import { DAY_REFRESH_INTERVAL_MS, toUtcCalendarDate, wallClockDate } from '@atrium/contract/dates';
import type { Timeline, TimelineSummary } from '@atrium/contract/time-tracking';
import { getAllCurrentUserTimelines } from '@atrium/contract/time-tracking';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { allTimelinesInput, dayTimelineKey, fetchDayTimeline } from './day-timeline-queries.ts';
import {
  DATE_SELECTED_STORAGE_KEY,
  DAY_PARAM,
  selectedDayOf,
  TIMELINE_ID_STORAGE_KEY,
  writeStored,
} from './selected-day.ts';

export interface DayTimeline {
  /** The selected day, `YYYY-MM-DD` (the UTC calendar date the API is asked for). */
  selectedDate: string;
  /** The selected day's timeline; null when there is none, while it loads, or after a failed lookup. */
  currentTimeline: Timeline | null;
  /** Every timeline of the member (days with recorded time, for the picker). */
  timelines: readonly TimelineSummary[];
  /** The day's lookup is on its way. */
  loading: boolean;
  /** Shows another day: its address becomes `/?day=…` (`/` for today). */
  selectDate: (date: string) => void;
}

/**
 * The home screen's day (docs/product/time-tracking.md#timeline-selection): the day from the
 * address, its timeline and the list of days as queries. Choosing the shown day again asks
 * nothing; every 2 hours "today" is looked at again, and a person looking at today moves on to
 * the new day. A found timeline's id is kept as `timelineid`, removed when a second look at the
 * same day finds none; the selected day is kept as `dateselected`.
 */
export function useDayTimeline(): DayTimeline {
  const [search, setSearch] = useSearchParams();
  const client = useQueryClient();
  const [now, setNow] = useState(() => new Date());
  // Days are the member's (docs/decisions/055-local-days.md): today on their zone's calendar.
  const timeZone = useMemberTimeZone();
  const selectedDate = selectedDayOf(search, wallClockDate(now, timeZone));
  const today = toUtcCalendarDate(wallClockDate(now, timeZone));

  useEffect(() => {
    const id = window.setInterval(() => {
      const later = new Date();
      setNow(later);
      // Today again; the day on the screen moves with it only when it was today.
      void client.invalidateQueries({
        queryKey: dayTimelineKey(toUtcCalendarDate(wallClockDate(later, timeZone))),
      });
    }, DAY_REFRESH_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [client, timeZone]);

  const day = useQuery({
    queryKey: dayTimelineKey(selectedDate),
    queryFn: () => fetchDayTimeline(selectedDate),
  });
  const all = useOperationQuery(getAllCurrentUserTimelines, allTimelinesInput, { staleTime: 60_000 });

  const found = day.isSuccess ? day.data : undefined;
  // A second answer for the same day: the day was looked at again (after a change, or 2 hours on).
  const updates = day.dataUpdatedAt
    ? (client.getQueryState(dayTimelineKey(selectedDate))?.dataUpdateCount ?? 0)
    : 0;
  useEffect(() => {
    if (found) writeStored(TIMELINE_ID_STORAGE_KEY, String(found.timelineId));
    else if (found === null && updates > 1) writeStored(TIMELINE_ID_STORAGE_KEY, null);
  }, [found, updates]);
  useEffect(() => writeStored(DATE_SELECTED_STORAGE_KEY, selectedDate), [selectedDate]);

  const selectDate = useCallback(
    (date: string) => {
      if (date === selectedDate) return;
      const next = new URLSearchParams(search);
      if (date === today) next.delete(DAY_PARAM);
      else next.set(DAY_PARAM, date);
      setSearch(next);
    },
    [search, selectedDate, setSearch, today],
  );

  return {
    selectedDate,
    currentTimeline: day.isSuccess ? day.data : null,
    timelines: all.data ?? [],
    loading: day.isFetching,
    selectDate,
  };
}
