import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { LeaveType } from '@atrium/contract/absence';
import type { Transaction } from '../../db/database.ts';
import { leaveTypes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../time-tracking/pg-errors.ts';

const leaveTypeColumns = {
  leaveTypeId: leaveTypes.id,
  names: leaveTypes.names,
  colour: leaveTypes.colour,
  unit: leaveTypes.unit,
  category: leaveTypes.category,
  countsAgainstAllowance: leaveTypes.countsAgainstAllowance,
  certificateRequiredFromDay: leaveTypes.certificateRequiredFromDay,
  minimumNoticeDays: leaveTypes.minimumNoticeDays,
  maximumConsecutiveDays: leaveTypes.maximumConsecutiveDays,
  eligibleAfterDays: leaveTypes.eligibleAfterDays,
  allowedNegativeHours: leaveTypes.allowedNegativeHours,
  visibility: leaveTypes.visibility,
  autoApprove: leaveTypes.autoApprove,
  timeOffInLieu: leaveTypes.timeOffInLieu,
  sortOrder: leaveTypes.sortOrder,
  archived: sql<boolean>`${leaveTypes.archivedAt} is not null`,
};

const ofCompany = (companyId: string, leaveTypeId: string) =>
  and(eq(leaveTypes.companyId, companyId), eq(leaveTypes.id, leaveTypeId));

/** The company's leave types in their order; only the active ones unless `includeArchived`. */
export function listLeaveTypes(tx: Transaction, companyId: string, includeArchived: boolean) {
  return tx
    .select(leaveTypeColumns)
    .from(leaveTypes)
    .where(
      and(eq(leaveTypes.companyId, companyId), includeArchived ? undefined : isNull(leaveTypes.archivedAt)),
    )
    .orderBy(asc(leaveTypes.sortOrder), sql`lower(${leaveTypes.names} ->> 'en')`);
}

/** One leave type of the company, or 404 (another company's id included). */
export async function findLeaveType(
  tx: Transaction,
  companyId: string,
  leaveTypeId: string,
): Promise<LeaveType> {
  const [row] = await tx.select(leaveTypeColumns).from(leaveTypes).where(ofCompany(companyId, leaveTypeId));
  if (!row) throw notFound('The leave type');
  return row;
}

/** Writes `changes` to one leave type of the company and answers it as it is now, or 404. */
export async function changeLeaveType(
  tx: Transaction,
  companyId: string,
  leaveTypeId: string,
  changes: PgUpdateSetSource<typeof leaveTypes>,
): Promise<LeaveType> {
  const [row] = await tx
    .update(leaveTypes)
    .set(changes)
    .where(ofCompany(companyId, leaveTypeId))
    .returning(leaveTypeColumns);
  if (!row) throw notFound('The leave type');
  return row;
}

/** The unique index on a company's English leave type names, as 409 naming `body.names.en`. */
export function leaveTypeNameTaken(error: unknown) {
  if (!isUniqueViolation(error, 'leave_types_company_name_key')) return null;
  return conflict('A leave type with this name already exists.', [
    { path: 'body.names.en', message: 'is already taken' },
  ]);
}
