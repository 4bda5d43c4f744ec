import { and, isNull } from 'drizzle-orm';
import type { publishPublicHolidays } from '@atrium/contract/absence';
import { publicHolidays } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { holidayCountry } from './holiday-country.ts';
import { inYear, listHolidays } from './holiday-queries.ts';

/** Shows a year's drafts of one country to every member (docs/product/absence-holidays.md#review-and-publish). */
export const publishPublicHolidaysHandler: OperationHandler<typeof publishPublicHolidays> = async ({
  context,
  body: { year, country: asked },
  deps,
}) => {
  const { country, published, holidays } = await context.withTenant(async (tx) => {
    const country = await holidayCountry(tx, context.companyId, asked);
    const rows = await tx
      .update(publicHolidays)
      .set({ publishedAt: new Date() })
      .where(and(inYear(context.companyId, year, country), isNull(publicHolidays.publishedAt)))
      .returning({ id: publicHolidays.id });
    const holidays = await listHolidays(tx, context, { year, country, withDrafts: true });
    return { country, published: rows.length, holidays };
  });
  await deps.audit.record(context, {
    action: 'public_holidays.published',
    target: `${country} ${year}`,
    details: { published },
  });
  return holidays;
};
