import { and, eq } from 'drizzle-orm';
import type { changeLeaveRequest } from '@atrium/contract/absence';
import { errorReason } from '@atrium/contract/errors';
import { leaveRequests } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../leave-type-queries.ts';
import { createSteps, matchingSteps } from './approval-steps.ts';
import { lockMember, memberFacts } from './member-facts.ts';
import { requestDetail } from './request-queries.ts';
import { applyChange, notifyApprovers } from './request-lifecycle.ts';

/**
 * The owner of an approved request asks to cancel it or to come back early. The ask is approved
 * like a request (its own steps); without steps (an automatically approved type, a rule without
 * steps) it applies at once. The balance comes back through reversal entries, whatever it is.
 */
export const changeLeaveRequestHandler: OperationHandler<typeof changeLeaveRequest> = async ({
  context,
  params,
  body,
  deps,
}) => {
  const { companyId, companyMemberId } = context;
  const detail = await context.withTenant(async (tx) => {
    await lockMember(tx, companyId, companyMemberId);
    const [request] = await tx
      .select()
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.companyId, companyId),
          eq(leaveRequests.id, params.leaveRequestId),
          eq(leaveRequests.memberId, companyMemberId),
        ),
      )
      .for('update');
    if (!request) throw notFound('The leave request');
    if (request.status !== 'approved') {
      throw conflict(
        `Only an approved request can be cancelled or shortened; this one is ${request.status}.`,
      );
    }
    if (request.changeStatus === 'pending') {
      throw conflict('An ask to change this request already waits for a decision.');
    }
    if (body.kind === 'return_early' && (body.endsOn! < request.startsOn || body.endsOn! >= request.endsOn)) {
      throw conflict('The new last day must be within the absence and before its last day.', [
        {
          path: 'body.endsOn',
          message: `must be from ${request.startsOn} to the day before ${request.endsOn}`,
          reason: errorReason('errors.reasons.changeWithinRequest', {
            from: request.startsOn,
            to: request.endsOn,
          }),
        },
      ]);
    }
    const [asked] = await tx
      .update(leaveRequests)
      .set({
        changeKind: body.kind,
        changeEndsOn: body.endsOn,
        changeStatus: 'pending',
        changeComment: body.comment || null,
        changeRequestedAt: new Date(),
      })
      .where(eq(leaveRequests.id, request.id))
      .returning();
    const type = await findLeaveType(tx, companyId, request.leaveTypeId);
    const member = await memberFacts(tx, companyId, companyMemberId);
    const templates = type.autoApprove
      ? []
      : await matchingSteps(tx, companyId, member, {
          leaveTypeId: request.leaveTypeId,
          workingDays: 0,
          wouldGoNegative: false,
        });
    const approvers = await createSteps(tx, companyId, request.id, 'change', member, templates);
    if (templates.length === 0) await applyChange(tx, asked!, companyMemberId);
    else await notifyApprovers(tx, deps.notifications, asked!, member.name, approvers, context.userId);
    return requestDetail(tx, companyId, request.id, context);
  });
  await deps.audit.record(context, {
    action: 'leave_request.change_asked',
    target: detail.leaveRequestId,
    details: { kind: body.kind, endsOn: body.endsOn },
  });
  return detail;
};
