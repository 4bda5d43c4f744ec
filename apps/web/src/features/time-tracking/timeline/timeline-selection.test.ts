import { DAY_REFRESH_INTERVAL_MS } from '@atrium/contract/dates';
import { describe, expect, it } from 'vitest';
import {
  createTimelineSelection,
  DATE_SELECTED_STORAGE_KEY,
  TIMELINE_ID_STORAGE_KEY,
  type TimelineSelectionDeps,
} from './timeline-selection.ts';

interface Timeline {
  timelineId: number;
  date: string;
}

/** A controllable clock: `advance` moves time and runs the interval callbacks that fall due. */
function fakeClock(start: Date) {
  let now = start.getTime();
  const timers: { every: number; next: number; run: () => void; active: boolean }[] = [];
  return {
    now: () => new Date(now),
    every(ms: number, run: () => void) {
      const timer = { every: ms, next: now + ms, run, active: true };
      timers.push(timer);
      return () => void (timer.active = false);
    },
    advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.active && t.next <= target).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.every;
        due.run();
      }
      now = target;
    },
    activeTimers: () => timers.filter((t) => t.active).length,
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake API over a table of days; `fail` makes the next lookups of a day throw. */
function setup({
  days = {} as Record<string, Timeline>,
  stored = {} as Record<string, string>,
  at = new Date(2025, 2, 12, 9, 0),
} = {}) {
  const clock = fakeClock(at);
  const storage = memoryStorage(stored);
  const calls: string[] = [];
  const failing = new Set<string>();
  const byId = new Map<number, Timeline>();
  for (const timeline of Object.values(days)) byId.set(timeline.timelineId, timeline);
  const deps: TimelineSelectionDeps<Timeline> = {
    getTimelineOnDate: async (date) => {
      calls.push(`day ${date}`);
      if (failing.has(date)) throw new Error('503');
      return days[date] ?? null;
    },
    getTimelineById: async (id) => {
      calls.push(`id ${id}`);
      const timeline = byId.get(id);
      if (!timeline) throw new Error('404');
      return timeline;
    },
    getAllTimelines: async () => {
      calls.push('all');
      return Object.values(days);
    },
    storage,
    now: clock.now,
    every: clock.every,
  };
  const selection = createTimelineSelection(deps);
  return { selection, clock, storage, calls, failing, days, deps };
}

const t = (timelineId: number, date: string): Timeline => ({ timelineId, date });

describe('timeline selection (SPEC §4)', () => {
  it('selecting a date loads that day and stores the found id and the date', async () => {
    const { selection, storage, calls } = setup({ days: { '2025-03-10': t(7, '2025-03-10') } });
    await selection.selectDate(new Date(2025, 2, 10, 15, 30));
    expect(calls).toEqual(['day 2025-03-10']);
    expect(selection.getState()).toMatchObject({
      selectedDate: '2025-03-10',
      currentTimeline: { timelineId: 7 },
      loading: false,
    });
    expect(storage.map.get(TIMELINE_ID_STORAGE_KEY)).toBe('7');
    expect(storage.map.get(DATE_SELECTED_STORAGE_KEY)).toBe('2025-03-10');
  });

  it('asks for the local calendar day, not the UTC day of the instant', async () => {
    const { selection, calls } = setup();
    // 00:30 local is still the 10th however far east the zone is.
    await selection.selectDate(new Date(2025, 2, 10, 0, 30));
    expect(calls).toEqual(['day 2025-03-10']);
  });

  it('a day without a timeline empties the current timeline and keeps the stored id when the date changed', async () => {
    const { selection, storage } = setup({ days: { '2025-03-10': t(7, '2025-03-10') } });
    await selection.selectDate('2025-03-10');
    await selection.selectDate('2025-03-09');
    expect(selection.getState()).toMatchObject({ selectedDate: '2025-03-09', currentTimeline: null });
    expect(storage.map.get(TIMELINE_ID_STORAGE_KEY)).toBe('7');
  });

  it('none found for the unchanged date (forced) removes the stored id', async () => {
    const { selection, storage, days } = setup({ days: { '2025-03-10': t(7, '2025-03-10') } });
    await selection.selectDate('2025-03-10');
    delete days['2025-03-10'];
    await selection.selectDate('2025-03-10', { force: true });
    expect(storage.map.has(TIMELINE_ID_STORAGE_KEY)).toBe(false);
    expect(selection.getState().currentTimeline).toBeNull();
  });

  it('a failed lookup empties the current timeline and keeps the stored id', async () => {
    const { selection, storage, failing } = setup({
      days: { '2025-03-10': t(7, '2025-03-10'), '2025-03-11': t(8, '2025-03-11') },
    });
    await selection.selectDate('2025-03-10');
    failing.add('2025-03-11');
    await selection.selectDate('2025-03-11');
    expect(selection.getState()).toMatchObject({
      selectedDate: '2025-03-11',
      currentTimeline: null,
      loading: false,
    });
    expect(storage.map.get(TIMELINE_ID_STORAGE_KEY)).toBe('7');
    // …also for a forced reload of the same day that fails.
    failing.add('2025-03-10');
    await selection.selectDate('2025-03-10');
    await selection.selectDate('2025-03-10', { force: true });
    expect(selection.getState().currentTimeline).toBeNull();
    expect(storage.map.get(TIMELINE_ID_STORAGE_KEY)).toBe('7');
  });

  it('the unchanged date without force reloads nothing; with force it reloads', async () => {
    const { selection, calls } = setup({ days: { '2025-03-10': t(7, '2025-03-10') } });
    await selection.selectDate('2025-03-10');
    await selection.selectDate(new Date(2025, 2, 10, 18, 0));
    expect(calls).toEqual(['day 2025-03-10']);
    await selection.selectDate('2025-03-10', { force: true });
    expect(calls).toEqual(['day 2025-03-10', 'day 2025-03-10']);
    expect(selection.getState().currentTimeline?.timelineId).toBe(7);
  });

  it('a forced reload keeps the shown timeline until the answer arrives (no flicker)', async () => {
    const { selection } = setup({ days: { '2025-03-10': t(7, '2025-03-10') } });
    await selection.selectDate('2025-03-10');
    const pending = selection.selectDate('2025-03-10', { force: true });
    expect(selection.getState()).toMatchObject({ loading: true, currentTimeline: { timelineId: 7 } });
    await pending;
    expect(selection.getState().loading).toBe(false);
  });

  it('drops an older answer that arrives after a newer selection', async () => {
    const { selection, deps } = setup();
    const answers: Record<string, (value: Timeline | null) => void> = {};
    deps.getTimelineOnDate = (date) => new Promise((resolve) => (answers[date] = resolve));
    const first = selection.selectDate('2025-03-09');
    const second = selection.selectDate('2025-03-08');
    answers['2025-03-08']!(t(8, '2025-03-08'));
    await second;
    answers['2025-03-09']!(t(9, '2025-03-09'));
    await first;
    expect(selection.getState()).toMatchObject({
      selectedDate: '2025-03-08',
      currentTimeline: { timelineId: 8 },
    });
  });

  it('starts on the stored date before start-up runs', () => {
    const { selection } = setup({ stored: { [DATE_SELECTED_STORAGE_KEY]: '2025-03-01' } });
    expect(selection.getState().selectedDate).toBe('2025-03-01');
    const broken = setup({ stored: { [DATE_SELECTED_STORAGE_KEY]: 'yesterday' } });
    expect(broken.selection.getState().selectedDate).toBe('2025-03-12');
  });
});

describe('start-up', () => {
  it('loads the stored timeline by id, then today anyway, and the list of all timelines', async () => {
    const { selection, calls, storage } = setup({
      days: { '2025-03-10': t(7, '2025-03-10'), '2025-03-12': t(9, '2025-03-12') },
      stored: { [TIMELINE_ID_STORAGE_KEY]: '7' },
    });
    const seen: (number | null)[] = [];
    selection.subscribe(() => seen.push(selection.getState().currentTimeline?.timelineId ?? null));
    await selection.start();
    expect(calls.slice(0, 2)).toEqual(['id 7', 'day 2025-03-12']);
    expect(calls).toContain('all');
    expect(seen).toContain(7);
    expect(selection.getState()).toMatchObject({
      selectedDate: '2025-03-12',
      currentTimeline: { timelineId: 9 },
      timelines: [{ timelineId: 7 }, { timelineId: 9 }],
    });
    expect(storage.map.get(TIMELINE_ID_STORAGE_KEY)).toBe('9');
    expect(storage.map.get(DATE_SELECTED_STORAGE_KEY)).toBe('2025-03-12');
  });

  it('without a stored id loads only today; today without a timeline removes the stored id', async () => {
    const none = setup();
    await none.selection.start();
    expect(none.calls.filter((c) => c.startsWith('id'))).toEqual([]);
    expect(none.calls).toContain('day 2025-03-12');

    const stale = setup({ stored: { [TIMELINE_ID_STORAGE_KEY]: '3' } });
    await stale.selection.start();
    expect(stale.calls[0]).toBe('id 3');
    expect(stale.selection.getState().currentTimeline).toBeNull();
    expect(stale.storage.map.has(TIMELINE_ID_STORAGE_KEY)).toBe(false);
  });

  it('ignores a stored id that is not a positive whole number', async () => {
    const { selection, calls } = setup({ stored: { [TIMELINE_ID_STORAGE_KEY]: 'abc' } });
    await selection.start();
    expect(calls.some((c) => c.startsWith('id'))).toBe(false);
  });

  it('a failing list of timelines leaves the day view working', async () => {
    const { selection, deps } = setup({ days: { '2025-03-12': t(9, '2025-03-12') } });
    deps.getAllTimelines = async () => {
      throw new Error('500');
    };
    await selection.start();
    expect(selection.getState()).toMatchObject({ currentTimeline: { timelineId: 9 }, timelines: [] });
  });

  it('restarting (another company) forgets the previous timeline and keeps one timer', async () => {
    const { selection, clock, days } = setup({ days: { '2025-03-12': t(9, '2025-03-12') } });
    await selection.start();
    delete days['2025-03-12'];
    await selection.start();
    expect(selection.getState()).toMatchObject({ currentTimeline: null, timelines: [] });
    expect(clock.activeTimers()).toBe(1);
    selection.stop();
    expect(clock.activeTimers()).toBe(0);
    expect(selection.started()).toBe(false);
  });
});

describe('the 2-hour day timer', () => {
  it('re-evaluates today every 2 hours and moves a person on today to the new day', async () => {
    const { selection, clock, calls, days } = setup({
      at: new Date(2025, 2, 12, 21, 0),
      days: { '2025-03-12': t(9, '2025-03-12') },
    });
    await selection.start();
    calls.length = 0;
    clock.advance(DAY_REFRESH_INTERVAL_MS - 1);
    await flush();
    expect(calls).toEqual([]);
    clock.advance(1); // 23:00, still the 12th: reloaded anyway
    await flush();
    expect(calls).toEqual(['day 2025-03-12', 'all']);
    days['2025-03-13'] = t(10, '2025-03-13');
    clock.advance(DAY_REFRESH_INTERVAL_MS); // 01:00 on the 13th
    await flush();
    expect(calls).toContain('day 2025-03-13');
    expect(selection.getState()).toMatchObject({
      selectedDate: '2025-03-13',
      currentTimeline: { timelineId: 10 },
    });
  });

  it('leaves a person who is browsing another day where they are', async () => {
    const { selection, clock, calls } = setup({ at: new Date(2025, 2, 12, 21, 0) });
    await selection.start();
    await selection.selectDate('2025-03-05');
    calls.length = 0;
    clock.advance(2 * DAY_REFRESH_INTERVAL_MS);
    await flush();
    expect(calls).toEqual([]);
    expect(selection.getState().selectedDate).toBe('2025-03-05');
  });

  it('does not run before start or after stop', async () => {
    const { selection, clock, calls } = setup();
    clock.advance(3 * DAY_REFRESH_INTERVAL_MS);
    await flush();
    expect(calls).toEqual([]);
    await selection.start();
    selection.stop();
    calls.length = 0;
    clock.advance(3 * DAY_REFRESH_INTERVAL_MS);
    await flush();
    expect(calls).toEqual([]);
  });
});

describe('reload', () => {
  it('reloads the selected day by force and refreshes the list', async () => {
    const { selection, calls, days } = setup();
    await selection.selectDate('2025-03-11');
    expect(selection.getState().currentTimeline).toBeNull();
    days['2025-03-11'] = t(11, '2025-03-11'); // the first activity created the day's timeline
    await selection.reload();
    expect(calls.filter((c) => c === 'day 2025-03-11')).toHaveLength(2);
    expect(calls).toContain('all');
    expect(selection.getState().currentTimeline?.timelineId).toBe(11);
  });
});
