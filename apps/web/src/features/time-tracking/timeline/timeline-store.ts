import {
  getAllCurrentUserTimelines,
  getCurrentUserTimelineOnDate,
  getTimelineById,
  type Timeline,
  type TimelineSummary,
} from '@atrium/contract/time-tracking';
import { useEffect, useSyncExternalStore } from 'react';
import { callOperation } from '../../../api/client.ts';
import { createTimelineSelection, type TimelineSelectionState } from './timeline-selection.ts';

/**
 * The app's one timeline selection. The day lookups answer full timelines; the list of all the
 * member's timelines answers summaries (day and totals), so both are typed loosely as the
 * summary and the day view reads `activities` from the current one.
 */
type AnyTimeline = TimelineSummary & Partial<Pick<Timeline, 'activities' | 'memberName'>>;

function browserStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

export const timelineSelection = createTimelineSelection<AnyTimeline>({
  getTimelineOnDate: async (date) =>
    (await callOperation(getCurrentUserTimelineOnDate, { query: { date } })) ?? null,
  getTimelineById: (timelineId) => callOperation(getTimelineById, { params: { timelineId } }),
  getAllTimelines: () => callOperation(getAllCurrentUserTimelines, { query: {} }),
  storage: browserStorage(),
  now: () => new Date(),
  every: (ms, run) => {
    const id = window.setInterval(run, ms);
    return () => window.clearInterval(id);
  },
});

/** Start-up's step "today's timeline" (SPEC §4), called by the sign-in runtime. */
export function startTimelineSelection(): Promise<void> {
  return timelineSelection.start();
}

export interface DayTimelineState extends Omit<TimelineSelectionState<AnyTimeline>, 'currentTimeline'> {
  currentTimeline: Timeline | null;
}

/**
 * The selection in a component. When start-up did not run it (the module was switched on
 * later, a test harness), the first screen that needs it starts it.
 */
export function useTimelineSelection(): DayTimelineState {
  const state = useSyncExternalStore(timelineSelection.subscribe, timelineSelection.getState);
  useEffect(() => {
    if (!timelineSelection.started()) void timelineSelection.start();
  }, []);
  return state as DayTimelineState;
}
