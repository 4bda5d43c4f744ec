import type { setCompanyWorkSchedule, WorkSchedule } from '@atrium/contract/absence';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { insertWorkSchedule } from './work-schedule-queries.ts';

/** Days before `effectiveFrom` keep the schedule they had (docs/product/absence.md#work-schedules). */
export async function setCompanyWorkScheduleHandler({
  context,
  body,
  deps,
}: OperationInput<typeof setCompanyWorkSchedule>): Promise<WorkSchedule> {
  const schedule = await context.withTenant((tx) =>
    insertWorkSchedule(tx, { companyId: context.companyId, memberId: null, ...body }),
  );
  await deps.audit.record(context, {
    action: 'work_schedule.company_set',
    target: schedule.workScheduleId,
    details: { effectiveFrom: schedule.effectiveFrom, ...schedule.minutes },
  });
  return schedule;
}
