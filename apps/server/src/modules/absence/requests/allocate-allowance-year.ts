import type { allocateAllowanceYear } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { allocateYear } from './allowances.ts';

/** What the yearly job does, now: allocations and carry-over of a year (idempotent). */
export const allocateAllowanceYearHandler: OperationHandler<typeof allocateAllowanceYear> = async ({
  context,
  body,
  deps,
}) => {
  const entriesWritten = await context.withTenant((tx) => allocateYear(tx, context.companyId, body.year));
  await deps.audit.record(context, {
    action: 'allowance_policy.allocated',
    details: { year: body.year, entriesWritten },
  });
  return { entriesWritten };
};
