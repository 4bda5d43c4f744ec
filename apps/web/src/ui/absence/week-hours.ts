import { weekMinutesSchema, type WeekMinutes } from '@atrium/contract/absence';
import { resolveLanguage } from '@atrium/contract/locale';

export type Weekday = keyof WeekMinutes;

/** The weekdays in the contract's order, Monday first (the product's work week, decision 036). */
export const WEEKDAYS = Object.keys(weekMinutesSchema.shape) as Weekday[];

/** The screen asks for hours in half-hour steps; the wire carries minutes. */
export const HOUR_STEP = 0.5;

export const hoursOf = (minutes: number): number => minutes / 60;
export const minutesOf = (hours: number): number => Math.round(hours * 60);

export const weekTotalMinutes = (week: WeekMinutes): number =>
  WEEKDAYS.reduce((total, day) => total + week[day], 0);

/** The decimal sign of the interface language (Chromium has no number data for mk and sq). */
export const decimalSign = (language: string): string => (resolveLanguage(language) === 'en' ? '.' : ',');

/** Minutes as hours with at most two decimals, written with the language's decimal sign: 7.5, mk 7,5. */
export function hoursText(minutes: number, language: string): string {
  const text = String(Math.round(hoursOf(minutes) * 100) / 100);
  return text.replace('.', decimalSign(language));
}
