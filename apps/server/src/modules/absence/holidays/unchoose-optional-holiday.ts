import { and, eq } from 'drizzle-orm';
import type { PublicHoliday, unchooseOptionalHoliday } from '@atrium/contract/absence';
import { memberOptionalHolidays } from '../../../db/schema/index.ts';
import type { OperationInput } from '../../../platform/operations/module-operations.ts';
import { findHoliday } from './holiday-queries.ts';

/** The caller works on an optional holiday after all; answering the same when it was not chosen. */
export async function unchooseOptionalHolidayHandler({
  context,
  params: { holidayId },
  deps,
}: OperationInput<typeof unchooseOptionalHoliday>): Promise<PublicHoliday> {
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
}
