import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { leaveTypes, overtimeApprovals } from '../../../db/schema/index.ts';
import { writeLedger } from '../requests/ledger.ts';

export interface OvertimeRecord {
  companyId: string;
  memberId: string;
  weekStart: string;
  weekEnd: string;
  minutes: number;
  /** null: counted without approval (the rules need none). */
  approver: { memberId: string; name: string } | null;
}

/**
 * Records a week's overtime and feeds it to the member's time off in lieu
 * (docs/product/overtime.md#time-off-in-lieu): an accrual entry of the company's first active
 * time-off-in-lieu type on the week's last day, its source the record. Answers the record, or null
 * when the week is recorded already (two approvers at once: the second records nothing).
 */
export async function recordOvertimeWeek(tx: Transaction, record: OvertimeRecord) {
  const [row] = await tx
    .insert(overtimeApprovals)
    .values({
      companyId: record.companyId,
      memberId: record.memberId,
      periodStart: record.weekStart,
      periodEnd: record.weekEnd,
      minutes: record.minutes,
      approvedByMemberId: record.approver?.memberId ?? null,
      approvedByName: record.approver?.name ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const [type] = await tx
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.companyId, record.companyId),
        eq(leaveTypes.timeOffInLieu, true),
        isNull(leaveTypes.archivedAt),
      ),
    )
    .orderBy(asc(leaveTypes.sortOrder), asc(leaveTypes.createdAt))
    .limit(1);
  if (type) {
    await writeLedger(tx, [
      {
        companyId: record.companyId,
        memberId: record.memberId,
        leaveTypeId: type.id,
        kind: 'accrual',
        minutes: record.minutes,
        effectiveDate: record.weekEnd,
        source: 'overtime',
        sourceId: row.id,
        actorMemberId: record.approver?.memberId ?? null,
        reason: `overtime of the week ${record.weekStart} to ${record.weekEnd}`,
      },
    ]);
  }
  return row;
}
