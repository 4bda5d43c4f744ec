import { sql } from 'drizzle-orm';
import type { approveOvertime } from '@atrium/contract/absence';
import { addUtcDays } from '@atrium/contract/dates';
import { conflict, forbidden, validationFailed } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { lockMember, memberNames } from '../requests/member-facts.ts';
import { mayApproveOvertime } from './overtime-access.ts';
import { weekStartOf } from './overtime-computation.ts';
import { recordOvertimeWeek } from './overtime-records.ts';
import { overtimeFigures } from './overtime-weeks.ts';

const refused = (message: string) => conflict(message, [{ path: 'body.weekStart', message }]);

/**
 * A manager approves a member's overtime of an ended week (docs/product/overtime.md#approval):
 * the week's figure as it is now is recorded with who approved it and when, and feeds the
 * member's time off in lieu. Nobody approves their own, nor a member they do not approve.
 */
export const approveOvertimeHandler: OperationHandler<typeof approveOvertime> = async ({
  context,
  body,
  deps,
}) => {
  if (weekStartOf(body.weekStart) !== body.weekStart) {
    throw validationFailed('A week starts on a Monday.', [
      { path: 'body.weekStart', message: 'must be a Monday' },
    ]);
  }
  const weekEnd = addUtcDays(body.weekStart, 6);
  const week = await context.withTenant(async (tx) => {
    const found = await tx.execute(sql`select 1 from company_members m
      where m.company_id = ${context.companyId} and m.id = ${body.memberId}`);
    if (found.rows.length === 0 || !(await mayApproveOvertime(tx, context, body.memberId))) {
      throw forbidden(
        body.memberId === context.companyMemberId
          ? 'Nobody approves their own overtime.'
          : "You do not approve this member's overtime.",
      );
    }
    await lockMember(tx, context.companyId, body.memberId);
    const { rules, members } = await overtimeFigures(
      tx,
      context.companyId,
      [body.memberId],
      body.weekStart,
      weekEnd,
    );
    const figures = members[0]?.weeks[0];
    if (!figures) throw forbidden("You do not approve this member's overtime.");
    if (!rules.requiresApproval) throw refused('needs no approval: overtime counts as it is worked');
    if (figures.state === 'running') throw refused('has not ended yet');
    if (figures.state === 'approved') throw refused('is approved already');
    const names = await memberNames(tx, context.companyId, [context.companyMemberId]);
    const record = await recordOvertimeWeek(tx, {
      companyId: context.companyId,
      memberId: body.memberId,
      weekStart: body.weekStart,
      weekEnd,
      minutes: figures.overtimeMinutes,
      approver: { memberId: context.companyMemberId, name: names.get(context.companyMemberId) ?? '' },
    });
    if (!record) throw refused('is approved already');
    return {
      ...figures,
      state: 'approved' as const,
      approval: {
        minutes: record.minutes,
        approvedBy: record.approvedByName,
        approvedAt: record.approvedAt.toISOString(),
      },
    };
  });
  await deps.audit.record(context, {
    action: 'overtime.approved',
    target: body.memberId,
    details: { weekStart: body.weekStart, minutes: week.overtimeMinutes },
  });
  return week;
};
