import { holidaysOf } from '../../modules/absence/holidays/holidays-of.ts';
import { libraryHolidayRow } from '../../modules/absence/holidays/library-holiday-row.ts';
import type { Transaction } from '../database.ts';
import { publicHolidays } from '../schema/index.ts';
import { DEMO_COMPANY_NAME, OTHER_COMPANY_NAME, type DemoCompanyName } from './demo-people.ts';

/** Each demo company's country, as its about page names it (seed-company-info.ts). */
const DEMO_HOLIDAY_COUNTRIES: Record<DemoCompanyName, string> = {
  [DEMO_COMPANY_NAME]: 'MK',
  [OTHER_COMPANY_NAME]: 'AL',
};

/**
 * The demo companies' holiday calendars for this year and the next, generated from the holiday
 * library and already published, as an admin leaves them after the yearly review
 * (docs/product/absence-holidays.md).
 */
export async function seedHolidays(
  tx: Transaction,
  companyIds: Record<DemoCompanyName, string>,
  today: Date,
): Promise<void> {
  const year = today.getUTCFullYear();
  for (const name of Object.keys(DEMO_HOLIDAY_COUNTRIES) as DemoCompanyName[]) {
    const country = DEMO_HOLIDAY_COUNTRIES[name];
    for (const calendarYear of [year, year + 1]) {
      const days = await holidaysOf(country, calendarYear);
      if (days.length === 0) continue;
      await tx
        .insert(publicHolidays)
        .values(
          days.map((day) => ({ ...libraryHolidayRow(companyIds[name], country, day), publishedAt: today })),
        );
    }
  }
}
