import { and, eq, isNull, sql } from 'drizzle-orm';
import { addUtcDays } from '@atrium/contract/dates';
import type { Transaction } from '../../../db/database.ts';
import { leaveTypes } from '../../../db/schema/index.ts';
import { weekStartOf } from './overtime-computation.ts';
import { recordOvertimeWeek } from './overtime-records.ts';
import { overtimeRulesOf } from './overtime-rules-queries.ts';
import { overtimeFigures } from './overtime-weeks.ts';

/** How far back the hourly work looks for ended weeks not yet recorded. */
const WEEKS_BACK = 8;

/**
 * Without required approval overtime counts as worked (docs/product/overtime.md#time-off-in-lieu):
 * each ended week of the last eight with overtime (or undertime deducted) is recorded without an
 * approver and fills the member's time off in lieu, once. Nothing is done while the company has no
 * active time-off-in-lieu type. Answers how many weeks were recorded.
 */
export async function recordCountedOvertime(
  tx: Transaction,
  companyId: string,
  today: string,
): Promise<number> {
  const rules = await overtimeRulesOf(tx, companyId);
  if (rules.requiresApproval) return 0;
  const [type] = await tx
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.companyId, companyId),
        eq(leaveTypes.timeOffInLieu, true),
        isNull(leaveTypes.archivedAt),
      ),
    )
    .limit(1);
  if (!type) return 0;
  const members = await tx.execute<{ id: string }>(
    sql`select m.id from company_members m where m.company_id = ${companyId} and m.status = 'ACTIVE'`,
  );
  const from = weekStartOf(addUtcDays(today, -7 * WEEKS_BACK));
  const { members: figures } = await overtimeFigures(
    tx,
    companyId,
    members.rows.map((row) => row.id),
    from,
    today,
    rules,
  );
  let recorded = 0;
  for (const member of figures) {
    for (const week of member.weeks) {
      if (week.state !== 'counted' || week.approval !== null || week.overtimeMinutes === 0) continue;
      const record = await recordOvertimeWeek(tx, {
        companyId,
        memberId: member.memberId,
        weekStart: week.start,
        weekEnd: week.end,
        minutes: week.overtimeMinutes,
        approver: null,
      });
      if (record) recorded += 1;
    }
  }
  return recorded;
}
