import type { getMemberOvertime } from '@atrium/contract/absence';
import { utcDaysInRange } from '@atrium/contract/dates';
import { notFound, validationFailed } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { overtimeMemberOf } from './overtime-access.ts';
import { overtimeFigures } from './overtime-weeks.ts';

const LONGEST_PERIOD_DAYS = 366;

/** A member's overtime per day and week (their own; their approvers' and owners' and admins' too). */
export const getMemberOvertimeHandler: OperationHandler<typeof getMemberOvertime> = ({ context, query }) => {
  if (query.to < query.from) {
    throw validationFailed('The period ends before it starts.', [
      { path: 'query.to', message: 'must be on or after the first day' },
    ]);
  }
  if (utcDaysInRange(query.from, query.to) > LONGEST_PERIOD_DAYS) {
    throw validationFailed('The period is too long.', [
      { path: 'query.to', message: `must be at most ${LONGEST_PERIOD_DAYS} days after the first day` },
    ]);
  }
  return context.withTenant(async (tx) => {
    const memberId = await overtimeMemberOf(tx, context, query.memberId);
    const { rules, members } = await overtimeFigures(tx, context.companyId, [memberId], query.from, query.to);
    const [member] = members;
    if (!member) throw notFound('The member');
    return {
      memberId,
      from: query.from,
      to: query.to,
      requiresApproval: rules.requiresApproval,
      days: member.days,
      weeks: member.weeks,
      overtimeMinutes: member.overtimeMinutes,
    };
  });
};
