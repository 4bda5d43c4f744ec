import { and, eq } from 'drizzle-orm';
import type { unchooseOptionalHoliday } from '@atrium/contract/absence';
import { memberOptionalHolidays } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findHoliday } from './holiday-queries.ts';

/** The caller works on an optional holiday after all; answering the same when it was not chosen. */
export const unchooseOptionalHolidayHandler: OperationHandler<typeof unchooseOptionalHoliday> = async ({
  context,
  params: { holidayId },
  deps,
}) => {
  const holiday = await context.withTenant(async (tx) => {
    const holiday = await findHoliday(tx, context, holidayId, false);
    await tx
      .delete(memberOptionalHolidays)
      .where(
        and(
          eq(memberOptionalHolidays.companyId, context.companyId),
          eq(memberOptionalHolidays.memberId, context.companyMemberId),
          eq(memberOptionalHolidays.holidayId, holidayId),
        ),
      );
    return { ...holiday, chosen: false };
  });
  await deps.audit.record(context, { action: 'optional_holiday.unchosen', target: holidayId });
  return holiday;
};
