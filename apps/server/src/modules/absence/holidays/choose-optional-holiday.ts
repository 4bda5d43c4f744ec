import type { PublicHoliday, chooseOptionalHoliday } from '@atrium/contract/absence';
import { memberOptionalHolidays } from '../../../db/schema/index.ts';
import { conflict } from '../../../platform/errors/app-error.ts';
import type { OperationInput } from '../../../platform/operations/module-operations.ts';
import { findHoliday } from './holiday-queries.ts';

/**
 * The caller takes a published optional holiday off. Only the member says so: nothing infers it
 * from their faith or community (docs/product/absence-holidays.md#optional-holidays).
 */
export async function chooseOptionalHolidayHandler({
  context,
  params: { holidayId },
  deps,
}: OperationInput<typeof chooseOptionalHoliday>): Promise<PublicHoliday> {
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
}
