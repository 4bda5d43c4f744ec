import { isCalendarDateString, toUtcCalendarDate } from '@atrium/contract/dates';
import { isDayDisabled } from '../../../ui/dates/day-navigation.ts';

/**
 * The selected day lives in the home screen's address, `/?day=YYYY-MM-DD`, so a day can be
 * bookmarked and reloaded; without it (or with a day that is not a date, or in the future) the
 * day is today, and it moves on with the clock (docs/product/time-tracking.md#timeline-selection).
 */
export const DAY_PARAM = 'day';

/** localStorage keys of docs/product/tokens-and-sign-in.md#stored-in-the-browser. */
export const TIMELINE_ID_STORAGE_KEY = 'timelineid';
export const DATE_SELECTED_STORAGE_KEY = 'dateselected';

/** The day the address asks for, or today. */
export function selectedDayOf(search: URLSearchParams, now: Date): string {
  const asked = search.get(DAY_PARAM);
  return asked && isCalendarDateString(asked) && !isDayDisabled(asked, now) ? asked : toUtcCalendarDate(now);
}

/**
 * The home screen's address for `date`: `/` for today, `/?day=…` otherwise. `now` is the member's
 * wall clock (`wallClockDate`), never the browser's: today is a day in the member's zone.
 */
export function dayPath(date: string, now: Date): string {
  return date === toUtcCalendarDate(now) ? '/' : `/?${DAY_PARAM}=${date}`;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Storage can throw (private mode, quota); the address still carries the day.
export function readStored(key: string, storage: KeyValueStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(
  key: string,
  value: string | null,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // See readStored.
  }
}

/** The last selected day (`dateselected`), where the activity screens go back to; today without one. */
export function lastSelectedDay(now: Date): string {
  const stored = readStored(DATE_SELECTED_STORAGE_KEY);
  return stored && isCalendarDateString(stored) && !isDayDisabled(stored, now)
    ? stored
    : toUtcCalendarDate(now);
}
