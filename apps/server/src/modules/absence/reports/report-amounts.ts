import type { ReportLeaveType } from '@atrium/contract/absence';

/**
 * Minutes as a report file states them: days of the member's working day for a type counted in
 * days, else hours, to two decimals (a number cell, so a spreadsheet can add them up).
 */
export function amountInUnit(minutes: number, unit: ReportLeaveType['unit'], dayMinutes: number): number {
  const size = unit === 'days' && dayMinutes > 0 ? minutes / dayMinutes : minutes / 60;
  return Math.round(size * 100) / 100;
}

/** The unit's name in a file's column (files speak English: they travel beyond one reader). */
export const UNIT_NAMES: Record<ReportLeaveType['unit'], string> = { days: 'days', hours: 'hours' };
