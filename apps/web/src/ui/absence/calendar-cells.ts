import type { CalendarDay, CalendarLeaveType } from '@atrium/contract/absence';
import { addUtcDays } from '@atrium/contract/dates';

/** `Date#getUTCDay` order, for the weekday strings of the work-schedule settings. */
const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const weekdayKeyOf = (date: string): (typeof WEEKDAY_KEYS)[number] =>
  WEEKDAY_KEYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** A month `YYYY-MM` moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year! * 12 + (monthNumber! - 1) + months;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a month `YYYY-MM`. */
export const lastDayOfMonth = (month: string): string => addUtcDays(`${addMonths(month, 1)}-01`, -1);

/** The background of a day column: holidays and weekends shaded. */
export const dayShade = (day: CalendarDay): string | undefined =>
  day.holiday
    ? 'var(--mantine-color-orange-light)'
    : day.weekend
      ? 'var(--mantine-color-gray-light)'
      : undefined;

/** The colour of "Away", a private type the caller does not see. */
export const AWAY_COLOUR = '#868e96';

/** A cell's fill: the type's colour, solid when approved, striped when pending. */
export function absenceFill(type: CalendarLeaveType | undefined, pending: boolean): string {
  const colour = type?.colour ?? AWAY_COLOUR;
  return pending ? `repeating-linear-gradient(45deg, ${colour} 0 3px, transparent 3px 6px)` : colour;
}
