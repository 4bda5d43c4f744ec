import type { setCompanyWorkSchedule } from '@atrium/contract/absence';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { insertWorkSchedule } from './work-schedule-queries.ts';

/** Days before `effectiveFrom` keep the schedule they had (docs/product/absence.md#work-schedules). */
export const setCompanyWorkScheduleHandler: OperationHandler<typeof setCompanyWorkSchedule> = async ({
  context,
  body,
  deps,
}) => {
  const schedule = await context.withTenant((tx) =>
    insertWorkSchedule(tx, { companyId: context.companyId, memberId: null, ...body }),
  );
  await deps.audit.record(context, {
    action: 'work_schedule.company_set',
    target: schedule.workScheduleId,
    details: { effectiveFrom: schedule.effectiveFrom, ...schedule.minutes },
  });
  return schedule;
};
