import { and, eq } from 'drizzle-orm';
import type { LeaveRequestDetail, submitLeaveRequest } from '@atrium/contract/absence';
import { leaveRequestDays, leaveRequests } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../leave-type-queries.ts';
import { createSteps, matchingSteps } from './approval-steps.ts';
import { evaluateRequest } from './evaluate-request.ts';
import { lockMember, memberFacts } from './member-facts.ts';
import { requestDetail } from './request-queries.ts';
import { approveRequest, notifyApprovers } from './request-lifecycle.ts';

/**
 * The caller asks for leave. The request is always the caller's own and its status comes from the
 * approval policy. The member's row is locked first, so two submissions of one person (a double
 * click, two tabs) are checked one after the other: the same idempotency key answers the first.
 */
export const submitLeaveRequestHandler: OperationHandler<typeof submitLeaveRequest> = async ({
  context,
  body,
  deps,
}) => {
  const { companyId, companyMemberId } = context;
  const outcome = await context.withTenant(
    async (tx): Promise<{ detail: LeaveRequestDetail; created: boolean }> => {
      await lockMember(tx, companyId, companyMemberId);
      if (body.idempotencyKey !== null) {
        const [earlier] = await tx
          .select({ id: leaveRequests.id })
          .from(leaveRequests)
          .where(
            and(
              eq(leaveRequests.memberId, companyMemberId),
              eq(leaveRequests.idempotencyKey, body.idempotencyKey),
            ),
          );
        if (earlier)
          return { detail: await requestDetail(tx, companyId, earlier.id, context), created: false };
      }
      const type = await findLeaveType(tx, companyId, body.leaveTypeId);
      const member = await memberFacts(tx, companyId, companyMemberId);
      const evaluation = await evaluateRequest(tx, companyId, member, type, body);
      const [first] = evaluation.problems;
      if (first)
        throw new AppError('CONFLICT', `The request ${first.message}.`, {
          fields: evaluation.problems,
          ...(first.reason ? { reason: first.reason } : {}),
        });

      const [request] = await tx
        .insert(leaveRequests)
        .values({
          companyId,
          memberId: companyMemberId,
          leaveTypeId: type.leaveTypeId,
          startsOn: body.startsOn,
          endsOn: body.endsOn,
          part: body.part,
          startMinute: body.startMinute,
          endMinute: body.endMinute,
          requestedMinutes: evaluation.requestedMinutes,
          comment: body.comment || null,
          idempotencyKey: body.idempotencyKey,
        })
        .returning();
      await tx.insert(leaveRequestDays).values(
        evaluation.days
          .filter((day) => day.minutes > 0)
          .map((day) => ({
            companyId,
            requestId: request!.id,
            memberId: companyMemberId,
            leaveTypeId: type.leaveTypeId,
            day: day.day,
            minutes: day.minutes,
          })),
      );
      const templates = type.autoApprove
        ? []
        : await matchingSteps(tx, companyId, member, {
            leaveTypeId: type.leaveTypeId,
            workingDays: evaluation.days.filter((day) => day.minutes > 0).length,
            wouldGoNegative: evaluation.wouldGoNegative,
          });
      const approvers = await createSteps(tx, companyId, request!.id, 'request', member, templates);
      if (templates.length === 0) await approveRequest(tx, request!, null);
      else await notifyApprovers(tx, deps.notifications, request!, member.name, approvers, context.userId);
      return { detail: await requestDetail(tx, companyId, request!.id, context), created: true };
    },
  );
  if (outcome.created) {
    await deps.audit.record(context, {
      action: 'leave_request.submitted',
      target: outcome.detail.leaveRequestId,
      details: {
        leaveTypeId: outcome.detail.leaveTypeId,
        startsOn: outcome.detail.startsOn,
        endsOn: outcome.detail.endsOn,
        minutes: outcome.detail.requestedMinutes,
        status: outcome.detail.status,
      },
    });
  }
  // Approved at once: the rules' documents are made in the background (decision 075).
  if (outcome.created) await deps.afterLeaveDecisions(deps, context, [outcome.detail], null);
  return outcome.detail;
};
