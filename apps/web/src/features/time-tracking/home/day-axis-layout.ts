import { fromUtcCalendarDate, startOfLocalDay, zonedInstant } from '@atrium/contract/dates';
import { browserTimeZone } from '../../../auth/member-time-zone.ts';

export interface AxisItem {
  id: number;
  startAt: string;
  /** null: running, drawn up to now. */
  endAt: string | null;
}

interface AxisBlock<T extends AxisItem> {
  item: T;
  /** Minutes from the top of the axis. */
  top: number;
  height: number;
  running: boolean;
}

export interface AxisLayout<T extends AxisItem> {
  /** First and last hour shown, counted from the local midnight starting the day (may pass 24). */
  firstHour: number;
  lastHour: number;
  blocks: AxisBlock<T>[];
  /** Minutes from the top to now, when now is on the axis. */
  nowAt: number | null;
}

const MINUTE = 60_000;
/**
 * A working day is always shown whole, so an empty day still reads as a day: 07:00–19:00 on the
 * wall clock, which on the days the clocks change is not 7–19 hours after midnight.
 */
const DEFAULT_FIRST = '07:00';
const DEFAULT_LAST = '19:00';

/**
 * Places activities on a vertical axis of the selected day, on the clock of `timeZone` (the member's): the hours 07–19 at
 * least, widened to include every activity; a running one ends at `now`; short blocks keep a
 * minimum height of 25 minutes (20 px), enough for one readable line of text and a click target;
 * their exact times are in the block's tooltip.
 */
export function layoutDayAxis<T extends AxisItem>(
  date: string,
  items: readonly T[],
  now: Date,
  minBlockMinutes = 25,
  timeZone: string = browserTimeZone(),
): AxisLayout<T> {
  const validDate = fromUtcCalendarDate(date) !== null;
  const midnight = validDate ? startOfLocalDay(date, timeZone).getTime() : 0;
  const minutes = (instant: number) => (instant - midnight) / MINUTE;
  const wallClockHour = (time: string, fallback: number) =>
    validDate ? minutes(zonedInstant(date, time, timeZone).getTime()) / 60 : fallback;
  const spans = items.map((item) => {
    const start = minutes(Date.parse(item.startAt));
    const end =
      item.endAt === null ? Math.max(start, minutes(now.getTime())) : minutes(Date.parse(item.endAt));
    return { item, start, end, running: item.endAt === null };
  });
  const firstHour = Math.min(
    Math.floor(wallClockHour(DEFAULT_FIRST, 7)),
    ...spans.map((span) => Math.floor(span.start / 60)),
  );
  const lastHour = Math.max(
    Math.ceil(wallClockHour(DEFAULT_LAST, 19)),
    ...spans.map((span) => Math.ceil(span.end / 60)),
  );
  const top = firstHour * 60;
  const nowMinutes = minutes(now.getTime());
  return {
    firstHour,
    lastHour,
    blocks: spans.map((span) => ({
      item: span.item,
      top: span.start - top,
      height: Math.max(minBlockMinutes, span.end - span.start),
      running: span.running,
    })),
    nowAt: nowMinutes >= top && nowMinutes <= lastHour * 60 ? nowMinutes - top : null,
  };
}
