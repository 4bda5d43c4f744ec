import {
  getAllCurrentUserTimelines,
  getCurrentUserTimelineOnDate,
  getTimelineById,
  type Timeline,
} from '@atrium/contract/time-tracking';
import type { QueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../api/client.ts';
import { operationKey } from '../../../api/operation-key.ts';

/*
 * The timeline's server state as TanStack Query answers: the cache keys are those of
 * `useOperationQuery(operation, input)`, so start-up, the screens and the refresh after a change
 * all meet on the same entries.
 */

const dayInput = (date: string) => ({ query: { date } });
export const dayTimelineKey = (date: string) => operationKey(getCurrentUserTimelineOnDate, dayInput(date));
export const allTimelinesInput = { query: {} };
const allTimelinesKey = operationKey(getAllCurrentUserTimelines, allTimelinesInput);

/** The day's timeline, or null when the member recorded nothing that day. */
export const fetchDayTimeline = async (date: string): Promise<Timeline | null> =>
  (await callOperation(getCurrentUserTimelineOnDate, dayInput(date))) ?? null;

export interface TimelineCalls {
  byId: (timelineId: number) => Promise<Timeline>;
  onDate: (date: string) => Promise<Timeline | null>;
  all: () => Promise<unknown>;
}

const apiCalls: TimelineCalls = {
  byId: (timelineId) => callOperation(getTimelineById, { params: { timelineId } }),
  onDate: fetchDayTimeline,
  all: () => callOperation(getAllCurrentUserTimelines, allTimelinesInput),
};

/**
 * Start-up (docs/product/time-tracking.md#timeline-selection): the stored timeline loads by id
 * and stands in for its day until that day is asked; today's timeline and the list of days with
 * recorded time are loaded as well. Answers the id of today's timeline, or null.
 */
export async function loadTodaysTimeline(
  client: QueryClient,
  today: string,
  storedTimelineId: number | null,
  call: TimelineCalls = apiCalls,
): Promise<number | null> {
  if (storedTimelineId !== null) {
    try {
      const stored = await call.byId(storedTimelineId);
      if (client.getQueryData(dayTimelineKey(stored.date)) === undefined) {
        client.setQueryData(dayTimelineKey(stored.date), stored);
      }
    } catch {
      // A timeline that is gone or not the member's any more: today's is asked anyway.
    }
  }
  void client.prefetchQuery({ queryKey: allTimelinesKey, queryFn: call.all });
  const todays = await client.fetchQuery({
    queryKey: dayTimelineKey(today),
    queryFn: () => call.onDate(today),
    staleTime: 0,
  });
  return todays?.timelineId ?? null;
}
