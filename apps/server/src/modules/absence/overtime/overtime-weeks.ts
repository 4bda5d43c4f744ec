import { and, eq, inArray } from 'drizzle-orm';
import type { OvertimeDay, OvertimeRules, OvertimeWeek } from '@atrium/contract/absence';
import { addUtcDays } from '@atrium/contract/dates';
import type { Transaction } from '../../../db/database.ts';
import { overtimeApprovals } from '../../../db/schema/index.ts';
import { sumBetween, weekStartsBetween } from './overtime-computation.ts';
import { overtimeDaysOf, type OvertimeMember } from './overtime-days.ts';
import { overtimeRulesOf } from './overtime-rules-queries.ts';

export interface MemberOvertimeFigures extends OvertimeMember {
  /** The days from `from` to `to`. */
  days: OvertimeDay[];
  /** Every week with a day from `from` to `to`, whole. */
  weeks: OvertimeWeek[];
  /** The days from `from` to `to` added up. */
  overtimeMinutes: number;
}

/**
 * The members' overtime from `from` to `to` by the company's rules, per day and per week, each
 * week with its state and approval (docs/product/overtime.md#weeks). Members not of the company
 * are left out; the rest come ordered by name.
 */
export async function overtimeFigures(
  tx: Transaction,
  companyId: string,
  memberIds: readonly string[],
  from: string,
  to: string,
  known?: OvertimeRules,
): Promise<{ rules: OvertimeRules; members: MemberOvertimeFigures[] }> {
  const rules = known ?? (await overtimeRulesOf(tx, companyId));
  const starts = weekStartsBetween(from, to);
  const lastDay = addUtcDays(starts[starts.length - 1] ?? from, 6);
  const read = await overtimeDaysOf(tx, companyId, memberIds, from, lastDay > to ? lastDay : to, rules);
  if (read.members.length === 0) return { rules, members: [] };
  const approvals = await tx
    .select()
    .from(overtimeApprovals)
    .where(
      and(
        eq(overtimeApprovals.companyId, companyId),
        inArray(
          overtimeApprovals.memberId,
          read.members.map((member) => member.memberId),
        ),
        inArray(overtimeApprovals.periodStart, starts),
      ),
    );
  const approvalOf = new Map(approvals.map((row) => [`${row.memberId} ${row.periodStart}`, row]));
  const members = read.members.map((member) => {
    const all = read.days.get(member.memberId) ?? [];
    const weeks = starts.map((start): OvertimeWeek => {
      const end = addUtcDays(start, 6);
      const approval = approvalOf.get(`${member.memberId} ${start}`);
      return {
        start,
        end,
        overtimeMinutes: sumBetween(all, start, end),
        // A week recorded without an approver counted as worked (counted-overtime.ts).
        state: approval
          ? approval.approvedByMemberId === null && approval.approvedByName === null
            ? 'counted'
            : 'approved'
          : end >= member.today
            ? 'running'
            : rules.requiresApproval
              ? 'pending'
              : 'counted',
        approval: approval
          ? {
              minutes: approval.minutes,
              approvedBy: approval.approvedByName,
              approvedAt: approval.approvedAt.toISOString(),
            }
          : null,
      };
    });
    return {
      ...member,
      days: all.filter((day) => day.date >= from && day.date <= to),
      weeks,
      overtimeMinutes: sumBetween(all, from, to),
    };
  });
  return { rules, members };
}
