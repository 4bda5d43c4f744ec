import { isAdmin } from '@atrium/contract/access';
import type { getMemberWorkSchedule } from '@atrium/contract/absence';
import { forbidden } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { memberZoneOr404 } from './member-schedule-access.ts';
import { overviewOf, schedulesOf } from './work-schedule-queries.ts';

/** A member reads their own schedule; ADMIN/OWNER read anyone's. "Today" is the member's day. */
export const getMemberWorkScheduleHandler: OperationHandler<typeof getMemberWorkSchedule> = ({
  context,
  params: { memberId },
}) =>
  context.withTenant(async (tx) => {
    const zone = await memberZoneOr404(tx, context.companyId, memberId);
    if (memberId !== context.companyMemberId && !isAdmin(context.roles)) {
      throw forbidden("Only an owner or an administrator reads another member's schedule.");
    }
    return overviewOf(await schedulesOf(tx, context.companyId, memberId), zone);
  });
