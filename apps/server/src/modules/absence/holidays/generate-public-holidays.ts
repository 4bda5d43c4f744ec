import { and, eq, inArray } from 'drizzle-orm';
import type { GeneratedHolidays, generatePublicHolidays } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { publicHolidays } from '../../../db/schema/index.ts';
import { conflict, validationFailed } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { isUniqueViolation } from '../../time-tracking/pg-errors.ts';
import { holidayCountry } from './holiday-country.ts';
import { libraryHasCountry } from './holiday-library.ts';
import { inYear, listHolidays } from './holiday-queries.ts';
import { libraryHolidayRow } from './library-holiday-row.ts';
import { holidaysOf } from './holidays-of.ts';
import { planRegeneration, type StoredHoliday } from './regeneration-plan.ts';

/**
 * Fills a year's draft from the holiday library, or refreshes it: days an admin added or changed
 * stay as they are, and nothing is added twice (docs/product/absence-holidays.md#generating-a-year).
 */
export const generatePublicHolidaysHandler: OperationHandler<typeof generatePublicHolidays> = async ({
  context,
  body: { year, country: asked },
  deps,
}) => {
  let country = '';
  let answer: GeneratedHolidays;
  try {
    answer = await context.withTenant(async (tx) => {
      country = await holidayCountry(tx, context.companyId, asked);
      if (!(await libraryHasCountry(country))) {
        throw validationFailed('The holiday library has no calendar for this country.', [
          { path: 'body.country', message: 'has no holiday calendar to generate from' },
        ]);
      }
      const stored = await storedYear(tx, context.companyId, year, country);
      const plan = planRegeneration(stored, await holidaysOf(country, year));
      const ofCompany = (ids: string[]) =>
        and(eq(publicHolidays.companyId, context.companyId), inArray(publicHolidays.id, ids));
      if (plan.remove.length > 0) await tx.delete(publicHolidays).where(ofCompany(plan.remove));
      for (const { id, day } of plan.refresh) {
        await tx
          .update(publicHolidays)
          .set({
            holidayDate: day.date,
            names: day.names,
            estimated: day.estimated,
            substituteFor: day.substituteFor,
          })
          .where(ofCompany([id]));
      }
      if (plan.insert.length > 0) {
        await tx
          .insert(publicHolidays)
          .values(plan.insert.map((day) => libraryHolidayRow(context.companyId, country, day)));
      }
      return {
        added: plan.insert.length,
        refreshed: plan.refresh.length,
        kept: plan.kept,
        removed: plan.remove.length,
        holidays: await listHolidays(tx, context, { year, country, withDrafts: true }),
      };
    });
  } catch (error) {
    // Two admins generating the same year at once: the second one's insert meets the first one's rows.
    if (isUniqueViolation(error, 'public_holidays_company_country_date_kind_key')) {
      throw conflict('This year is being generated right now. Try again in a moment.');
    }
    throw error;
  }
  await deps.audit.record(context, {
    action: 'public_holidays.generated',
    target: `${country} ${year}`,
    details: { added: answer.added, refreshed: answer.refreshed, kept: answer.kept, removed: answer.removed },
  });
  return answer;
};

function storedYear(
  tx: Transaction,
  companyId: string,
  year: number,
  country: string,
): Promise<StoredHoliday[]> {
  return tx
    .select({
      id: publicHolidays.id,
      date: publicHolidays.holidayDate,
      names: publicHolidays.names,
      kind: publicHolidays.kind,
      source: publicHolidays.source,
      estimated: publicHolidays.estimated,
      substituteFor: publicHolidays.substituteFor,
    })
    .from(publicHolidays)
    .where(inYear(companyId, year, country));
}
