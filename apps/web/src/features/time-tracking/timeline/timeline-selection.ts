import { DAY_REFRESH_INTERVAL_MS, toUtcCalendarDate } from '@atrium/contract/dates';

/** localStorage keys of SPEC §3. */
export const TIMELINE_ID_STORAGE_KEY = 'timelineid';
export const DATE_SELECTED_STORAGE_KEY = 'dateselected';

export interface TimelineLike {
  timelineId: number;
}

export interface TimelineSelectionState<T extends TimelineLike> {
  /** The selected day, `YYYY-MM-DD` (the UTC calendar date the API is asked for). */
  selectedDate: string;
  /** The selected day's timeline; null when there is none or the lookup failed. */
  currentTimeline: T | null;
  /** Every timeline of the signed-in member (days with recorded time). */
  timelines: readonly T[];
  /** A day lookup is on its way. */
  loading: boolean;
}

export interface TimelineSelectionDeps<T extends TimelineLike> {
  /** `users_GetCurrentUserTimelineOnDate`: the day's timeline, or null when there is none. */
  getTimelineOnDate: (date: string) => Promise<T | null>;
  /** `timelines_GetTimelineById`. */
  getTimelineById: (timelineId: number) => Promise<T>;
  /** `users_GetAllCurrentUserTimelines`. */
  getAllTimelines: () => Promise<readonly T[]>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => Date;
  /** Calls `run` every `ms`; answers the function that stops it. */
  every: (ms: number, run: () => void) => () => void;
}

export interface SelectOptions {
  /** Reload even when the date is the one already selected. */
  force?: boolean;
}

export interface TimelineSelection<T extends TimelineLike> {
  getState: () => TimelineSelectionState<T>;
  subscribe: (listener: () => void) => () => void;
  /**
   * SPEC §4 "Timeline selection": select a day and load its timeline. Nothing happens when the
   * date is the selected one and no force is asked for. Answers when the lookup has settled.
   */
  selectDate: (date: Date | string, options?: SelectOptions) => Promise<void>;
  /** The selected day again (after an activity changed it) and the list of all timelines. */
  reload: () => Promise<void>;
  /**
   * Start-up: a stored timeline id loads that timeline by id, then today's timeline is loaded
   * anyway, the list of all timelines is fetched, and the 2-hour day timer starts. Restarting
   * (another company chosen) forgets the previous state first.
   */
  start: () => Promise<void>;
  /** Stops the day timer and forgets the state (sign-out). */
  stop: () => void;
  /** Whether `start` has run since the last `stop`. */
  started: () => boolean;
}

/**
 * The selected day and its timeline, as a framework-free store (SPEC §4):
 * - selecting a date loads that day's timeline; found → its id is stored as `timelineid`;
 * - none found → the current timeline is empty, and when the date is the one already selected
 *   (a forced reload of the same day) the stored id is removed as well;
 * - a failed lookup leaves the current timeline empty, with no message;
 * - the same date without force reloads nothing;
 * - every 2 hours today is re-evaluated: a person who is looking at today (as it was at the last
 *   evaluation) is moved on to the current day and it is reloaded; a person browsing another day
 *   keeps it;
 * - the selected date is kept in `dateselected`.
 * Answers that arrive after a later selection are dropped, so quick clicks on "previous day"
 * cannot leave an older day's timeline under a newer date.
 */
export function createTimelineSelection<T extends TimelineLike>(
  deps: TimelineSelectionDeps<T>,
): TimelineSelection<T> {
  const today = () => toUtcCalendarDate(deps.now());
  let state: TimelineSelectionState<T> = {
    selectedDate: readStoredDate(deps.storage) ?? today(),
    currentTimeline: null,
    timelines: [],
    loading: false,
  };
  const listeners = new Set<() => void>();
  let request = 0;
  let stopTimer: (() => void) | null = null;
  let lastToday = today();

  const set = (patch: Partial<TimelineSelectionState<T>>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  const storeId = (timeline: T) => write(deps.storage, TIMELINE_ID_STORAGE_KEY, String(timeline.timelineId));

  async function selectDate(input: Date | string, { force = false }: SelectOptions = {}): Promise<void> {
    const date = typeof input === 'string' ? input : toUtcCalendarDate(input);
    const unchanged = date === state.selectedDate;
    if (unchanged && !force) return;
    const mine = ++request;
    write(deps.storage, DATE_SELECTED_STORAGE_KEY, date);
    set(unchanged ? { loading: true } : { selectedDate: date, currentTimeline: null, loading: true });
    try {
      const timeline = await deps.getTimelineOnDate(date);
      if (mine !== request) return;
      if (timeline) {
        storeId(timeline);
        set({ currentTimeline: timeline, loading: false });
      } else {
        if (unchanged) remove(deps.storage, TIMELINE_ID_STORAGE_KEY);
        set({ currentTimeline: null, loading: false });
      }
    } catch {
      if (mine !== request) return;
      set({ currentTimeline: null, loading: false });
    }
  }

  async function loadAll(): Promise<void> {
    try {
      set({ timelines: await deps.getAllTimelines() });
    } catch {
      // The list only marks days in the picker; the day view works without it.
    }
  }

  function evaluateToday(): Promise<void> {
    const now = today();
    const following = state.selectedDate === lastToday;
    lastToday = now;
    if (!following) return Promise.resolve();
    return Promise.all([selectDate(now, { force: true }), loadAll()]).then(() => undefined);
  }

  async function start(): Promise<void> {
    stop();
    lastToday = today();
    const storedId = Number(read(deps.storage, TIMELINE_ID_STORAGE_KEY));
    if (Number.isSafeInteger(storedId) && storedId > 0) {
      const mine = ++request;
      set({ loading: true });
      try {
        const timeline = await deps.getTimelineById(storedId);
        if (mine === request) set({ currentTimeline: timeline, loading: false });
      } catch {
        if (mine === request) set({ currentTimeline: null, loading: false });
      }
    }
    stopTimer = deps.every(DAY_REFRESH_INTERVAL_MS, () => void evaluateToday());
    await Promise.all([selectDate(lastToday, { force: true }), loadAll()]);
  }

  function stop(): void {
    stopTimer?.();
    stopTimer = null;
    request++;
    state = { selectedDate: today(), currentTimeline: null, timelines: [], loading: false };
    for (const listener of [...listeners]) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    selectDate,
    reload: async () => {
      await Promise.all([selectDate(state.selectedDate, { force: true }), loadAll()]);
    },
    start,
    stop,
    started: () => stopTimer !== null,
  };
}

function readStoredDate(storage: Pick<Storage, 'getItem'>): string | null {
  const value = read(storage, DATE_SELECTED_STORAGE_KEY);
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

// Storage can throw (private mode, quota); the selection then lasts for this page only.
function read(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Pick<Storage, 'setItem'>, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // See read().
  }
}

function remove(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // See read().
  }
}
