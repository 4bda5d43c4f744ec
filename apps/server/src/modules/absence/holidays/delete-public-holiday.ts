import { and, eq } from 'drizzle-orm';
import type { deletePublicHoliday } from '@atrium/contract/absence';
import { publicHolidays } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';

/** Removes a day; members' choices of it go with it (the foreign key cascades). */
export const deletePublicHolidayHandler: OperationHandler<typeof deletePublicHoliday> = async ({
  context,
  params: { holidayId },
  deps,
}) => {
  const removed = await context.withTenant(async (tx) => {
    const [row] = await tx
      .delete(publicHolidays)
      .where(and(eq(publicHolidays.companyId, context.companyId), eq(publicHolidays.id, holidayId)))
      .returning({
        country: publicHolidays.country,
        date: publicHolidays.holidayDate,
        source: publicHolidays.source,
      });
    if (!row) throw notFound('The holiday');
    return row;
  });
  await deps.audit.record(context, { action: 'public_holiday.deleted', target: holidayId, details: removed });
  return undefined;
};
