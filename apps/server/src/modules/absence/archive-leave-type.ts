import { sql } from 'drizzle-orm';
import type { archiveLeaveType } from '@atrium/contract/absence';
import { leaveTypes } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { changeLeaveType } from './leave-type-queries.ts';

/** Archived types take no new requests; what was taken of them stays (docs/product/absence.md#leave-types). */
export const archiveLeaveTypeHandler: OperationHandler<typeof archiveLeaveType> = async ({
  context,
  params: { leaveTypeId },
  deps,
}) => {
  const archived = await context.withTenant((tx) =>
    changeLeaveType(tx, context.companyId, leaveTypeId, {
      // Archiving twice keeps the first date.
      archivedAt: sql`coalesce(${leaveTypes.archivedAt}, now())`,
    }),
  );
  await deps.audit.record(context, { action: 'leave_type.archived', target: leaveTypeId });
  return archived;
};
