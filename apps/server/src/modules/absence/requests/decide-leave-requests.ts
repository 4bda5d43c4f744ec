import { and, asc, eq } from 'drizzle-orm';
import { isAdmin } from '@atrium/contract/access';
import type { decideLeaveRequests, LeaveRequestDetail } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { leaveRequestApprovals, leaveRequestDecisions, leaveRequests } from '../../../db/schema/index.ts';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import { conflict, forbidden, notFound } from '../../../platform/errors/app-error.ts';
import type { Deps, OperationHandler } from '../../../platform/operations/module-operations.ts';
import { decidersOfSteps } from './approval-deciders.ts';
import { lockMember, memberNames } from './member-facts.ts';
import { requestDetail } from './request-queries.ts';
import {
  applyChange,
  approveRequest,
  closeRequest,
  notifyApprovers,
  notifyRequester,
} from './request-lifecycle.ts';

/**
 * What runs once decisions on leave requests have committed, an approval at submission included:
 * the templates module queues the documents of its absence file rules
 * (docs/product/templates.md#absence-file-generation-rules). Handed in as `deps.afterLeaveDecisions`
 * (app.ts), because templates reads absence's requests: absence imports nothing of templates.
 */
export type AfterLeaveDecisions = (
  deps: Deps,
  context: MemberContext,
  requests: readonly LeaveRequestDetail[],
  decidedByMemberId: string | null,
) => Promise<void>;

interface Decision {
  decision: 'approved' | 'rejected';
  comment: string | null;
}

/**
 * One decision on the pending step of one request. The request's member row and then the request
 * row are locked, so two approvers deciding at once are applied one after the other: the second
 * sees the step already decided (409), and the balance is taken exactly once.
 */
async function decideOne(
  tx: Transaction,
  context: MemberContext,
  deps: Deps,
  requestId: string,
  decision: Decision,
): Promise<'request' | 'change'> {
  const { companyId, companyMemberId } = context;
  const [found] = await tx
    .select({ memberId: leaveRequests.memberId })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.id, requestId)));
  if (!found) throw notFound('The leave request');
  await lockMember(tx, companyId, found.memberId);
  const [request] = await tx
    .select()
    .from(leaveRequests)
    .where(eq(leaveRequests.id, requestId))
    .for('update');
  const purpose =
    request!.status === 'pending'
      ? 'request'
      : request!.status === 'approved' && request!.changeStatus === 'pending'
        ? 'change'
        : null;
  const steps = await tx
    .select()
    .from(leaveRequestApprovals)
    .where(eq(leaveRequestApprovals.requestId, requestId))
    .orderBy(asc(leaveRequestApprovals.createdAt), asc(leaveRequestApprovals.position));
  const isApprover = steps.some((step) => step.approverMemberIds.includes(companyMemberId));
  if (!isApprover && request!.memberId !== companyMemberId && !isAdmin(context.roles)) {
    throw notFound('The leave request');
  }
  if (request!.memberId === companyMemberId) throw forbidden('Nobody decides their own leave request.');
  const step = purpose
    ? steps.find((candidate) => candidate.purpose === purpose && candidate.state === 'pending')
    : undefined;
  if (!step) throw conflict(`This request is already decided (${request!.status}).`);
  // Who may decide now: the step's approvers who still may, else the owners and admins.
  const [deciders] = await decidersOfSteps(tx, companyId, [
    { approverMemberIds: step.approverMemberIds, requesterId: request!.memberId },
  ]);
  if (!deciders!.memberIds.includes(companyMemberId)) {
    throw forbidden('You are not an approver of the step this request waits at.');
  }
  const decided = await tx
    .insert(leaveRequestDecisions)
    .values({
      companyId,
      approvalId: step.id,
      requestId,
      actorMemberId: companyMemberId,
      onBehalfOfMemberId: deciders!.fallback ? null : (step.delegations[companyMemberId] ?? null),
      decision: decision.decision,
      comment: decision.comment || null,
    })
    .onConflictDoNothing()
    .returning({ id: leaveRequestDecisions.id });
  if (decided.length === 0) throw conflict('You already decided this step.');

  const now = new Date();
  if (decision.decision === 'rejected') {
    await tx
      .update(leaveRequestApprovals)
      .set({ state: 'rejected', completedAt: now })
      .where(eq(leaveRequestApprovals.id, step.id));
    if (purpose === 'request') await closeRequest(tx, request!, 'rejected');
    else {
      await tx.update(leaveRequests).set({ changeStatus: 'rejected' }).where(eq(leaveRequests.id, requestId));
      await tx
        .update(leaveRequestApprovals)
        .set({ state: 'skipped', completedAt: now })
        .where(
          and(eq(leaveRequestApprovals.requestId, requestId), eq(leaveRequestApprovals.state, 'waiting')),
        );
    }
    await notifyRequester(tx, deps.notifications, request!, 'rejected', context.userId);
    return purpose!;
  }
  // All of them: everyone who may still decide; an approver who left is not waited for.
  if (step.mode === 'all_of' && !deciders!.fallback) {
    const approvals = await tx
      .select({ actor: leaveRequestDecisions.actorMemberId })
      .from(leaveRequestDecisions)
      .where(
        and(eq(leaveRequestDecisions.approvalId, step.id), eq(leaveRequestDecisions.decision, 'approved')),
      );
    const approvedBy = new Set(approvals.map((row) => row.actor));
    if (!deciders!.memberIds.every((id) => approvedBy.has(id))) return purpose!;
  }
  await tx
    .update(leaveRequestApprovals)
    .set({ state: 'approved', completedAt: now })
    .where(eq(leaveRequestApprovals.id, step.id));
  const next = steps.find(
    (candidate) =>
      candidate.purpose === purpose && candidate.state === 'waiting' && candidate.position > step.position,
  );
  if (next) {
    await tx
      .update(leaveRequestApprovals)
      .set({ state: 'pending', activatedAt: now })
      .where(eq(leaveRequestApprovals.id, next.id));
    const names = await memberNames(tx, companyId, [request!.memberId]);
    const [nextDeciders] = await decidersOfSteps(tx, companyId, [
      { approverMemberIds: next.approverMemberIds, requesterId: request!.memberId },
    ]);
    await notifyApprovers(
      tx,
      deps.notifications,
      request!,
      names.get(request!.memberId) ?? '',
      nextDeciders!.memberIds,
      context.userId,
    );
    return purpose!;
  }
  if (purpose === 'request') await approveRequest(tx, request!, companyMemberId);
  else await applyChange(tx, request!, companyMemberId);
  await notifyRequester(tx, deps.notifications, request!, 'approved', context.userId);
  return purpose!;
}

/** Approves or rejects the pending step of each request, all or nothing. */
export const decideLeaveRequestsHandler: OperationHandler<typeof decideLeaveRequests> = async ({
  context,
  body,
  deps,
}) => {
  const ids = [...new Set(body.leaveRequestIds)].sort();
  const outcome = await context.withTenant(async (tx) => {
    const purposes = new Map<string, 'request' | 'change'>();
    for (const id of ids) purposes.set(id, await decideOne(tx, context, deps, id, body));
    const details: LeaveRequestDetail[] = [];
    for (const id of body.leaveRequestIds)
      details.push(await requestDetail(tx, context.companyId, id, context));
    return { details, purposes };
  });
  for (const id of ids) {
    await deps.audit.record(context, {
      action: body.decision === 'approved' ? 'leave_request.approved' : 'leave_request.rejected',
      target: id,
      details: { purpose: outcome.purposes.get(id) ?? 'request', comment: body.comment },
    });
  }
  // Documents of absence file generation rules, made in the background after the decision
  // (docs/product/templates.md#absence-file-generation-rules); queued once per state change.
  await deps.afterLeaveDecisions(deps, context, outcome.details, context.companyMemberId);
  return outcome.details;
};
