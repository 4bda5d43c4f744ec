import { and, eq } from 'drizzle-orm';
import type { cancelLeaveRequest } from '@atrium/contract/absence';
import { leaveRequests } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { lockMember } from './member-facts.ts';
import { requestDetail } from './request-queries.ts';
import { closeRequest } from './request-lifecycle.ts';

/** The caller withdraws their own pending request; its days are free again. */
export const cancelLeaveRequestHandler: OperationHandler<typeof cancelLeaveRequest> = async ({
  context,
  params,
  deps,
}) => {
  const detail = await context.withTenant(async (tx) => {
    await lockMember(tx, context.companyId, context.companyMemberId);
    const [request] = await tx
      .select()
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.companyId, context.companyId),
          eq(leaveRequests.id, params.leaveRequestId),
          eq(leaveRequests.memberId, context.companyMemberId),
        ),
      )
      .for('update');
    if (!request) throw notFound('The leave request');
    if (request.status !== 'pending') {
      throw conflict(`Only a pending request can be withdrawn; this one is ${request.status}.`);
    }
    await closeRequest(tx, request, 'cancelled');
    return requestDetail(tx, context.companyId, request.id, context);
  });
  await deps.audit.record(context, { action: 'leave_request.cancelled', target: detail.leaveRequestId });
  return detail;
};
