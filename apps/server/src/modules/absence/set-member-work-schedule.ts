import type { setMemberWorkSchedule } from '@atrium/contract/absence';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { memberZoneOr404 } from './member-schedule-access.ts';
import { insertWorkSchedule } from './work-schedule-queries.ts';

export const setMemberWorkScheduleHandler: OperationHandler<typeof setMemberWorkSchedule> = async ({
  context,
  params: { memberId },
  body,
  deps,
}) => {
  const schedule = await context.withTenant(async (tx) => {
    await memberZoneOr404(tx, context.companyId, memberId);
    return insertWorkSchedule(tx, { companyId: context.companyId, memberId, ...body });
  });
  await deps.audit.record(context, {
    action: 'work_schedule.member_set',
    target: schedule.workScheduleId,
    details: { memberId, effectiveFrom: schedule.effectiveFrom, ...schedule.minutes },
  });
  return schedule;
};
