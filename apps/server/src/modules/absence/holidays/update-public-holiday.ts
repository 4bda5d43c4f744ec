import { and, eq } from 'drizzle-orm';
import type { PublicHoliday, updatePublicHoliday } from '@atrium/contract/absence';
import { memberOptionalHolidays, publicHolidays } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findHoliday, holidayDayTaken } from './holiday-queries.ts';

/**
 * Changes a day. It becomes the admin's own (source manual), so generating the year again leaves
 * it as it is; a published day stays published with the change. An optional day made public loses
 * the members' choices of it.
 */
export const updatePublicHolidayHandler: OperationHandler<typeof updatePublicHoliday> = async ({
  context,
  params: { holidayId },
  body: day,
  deps,
}) => {
  let updated: PublicHoliday;
  try {
    updated = await context.withTenant(async (tx) => {
      const [row] = await tx
        .update(publicHolidays)
        .set({
          holidayDate: day.date,
          names: day.names,
          kind: day.kind,
          source: 'manual',
          estimated: day.estimated,
          substituteFor: day.substituteFor,
        })
        .where(and(eq(publicHolidays.companyId, context.companyId), eq(publicHolidays.id, holidayId)))
        .returning({ id: publicHolidays.id });
      if (!row) throw notFound('The holiday');
      if (day.kind === 'public') {
        // Everyone has a public day off: a choice of it would mean nothing, and must not count later.
        await tx
          .delete(memberOptionalHolidays)
          .where(
            and(
              eq(memberOptionalHolidays.companyId, context.companyId),
              eq(memberOptionalHolidays.holidayId, holidayId),
            ),
          );
      }
      return findHoliday(tx, context, holidayId, true);
    });
  } catch (error) {
    throw holidayDayTaken(error) ?? error;
  }
  await deps.audit.record(context, {
    action: 'public_holiday.updated',
    target: holidayId,
    details: {
      country: updated.country,
      date: updated.date,
      kind: updated.kind,
      estimated: updated.estimated,
    },
  });
  return updated;
};
