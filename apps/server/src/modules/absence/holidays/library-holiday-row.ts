import type { publicHolidays } from '../../../db/schema/index.ts';
import type { GeneratedHoliday } from './holidays-of.ts';

/**
 * The stored row of a day taken from the holiday library: the admin's yearly generation and the
 * demo seed store library days the same way (docs/product/absence-holidays.md#generating-a-year).
 */
export function libraryHolidayRow(
  companyId: string,
  country: string,
  day: GeneratedHoliday,
): typeof publicHolidays.$inferInsert {
  return {
    companyId,
    country,
    holidayDate: day.date,
    names: day.names,
    kind: day.kind,
    source: 'library',
    estimated: day.estimated,
    substituteFor: day.substituteFor,
  };
}
