import type { chooseOptionalHoliday } from '@atrium/contract/absence';
import { memberOptionalHolidays } from '../../../db/schema/index.ts';
import { conflict } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findHoliday } from './holiday-queries.ts';

/**
 * The caller takes a published optional holiday off. Only the member says so: nothing infers it
 * from their faith or community (docs/product/absence-holidays.md#optional-holidays).
 */
export const chooseOptionalHolidayHandler: OperationHandler<typeof chooseOptionalHoliday> = async ({
  context,
  params: { holidayId },
  deps,
}) => {
  const chosen = await context.withTenant(async (tx) => {
    const holiday = await findHoliday(tx, context, holidayId, false);
    if (holiday.kind !== 'optional') {
      throw conflict('This is a public holiday: everyone has it off, there is nothing to choose.');
    }
    await tx
      .insert(memberOptionalHolidays)
      .values({ companyId: context.companyId, memberId: context.companyMemberId, holidayId })
      .onConflictDoNothing();
    return { ...holiday, chosen: true };
  });
  await deps.audit.record(context, { action: 'optional_holiday.chosen', target: holidayId });
  return chosen;
};
