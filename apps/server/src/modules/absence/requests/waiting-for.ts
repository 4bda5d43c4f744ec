import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LeaveWaitingStep } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import {
  leaveRequestApprovals,
  leaveRequestDecisions,
  type leaveRequests,
} from '../../../db/schema/index.ts';
import { decidersOfSteps } from './approval-deciders.ts';
import { memberNames } from './member-facts.ts';

type RequestRow = Pick<typeof leaveRequests.$inferSelect, 'id' | 'memberId' | 'status' | 'changeStatus'>;

/**
 * Who the undecided steps of each request wait for, by name (docs/product/absence.md#approvals):
 * the steps of a pending request, or of the pending ask to change an approved one, in order. Five
 * statements at most, whatever the number of requests.
 */
export async function waitingForOf(
  tx: Transaction,
  companyId: string,
  requests: readonly RequestRow[],
): Promise<Map<string, LeaveWaitingStep[]>> {
  const purposeOf = new Map<string, 'request' | 'change'>();
  const requesterOf = new Map<string, string>();
  for (const request of requests) {
    if (request.status === 'pending') purposeOf.set(request.id, 'request');
    else if (request.status === 'approved' && request.changeStatus === 'pending')
      purposeOf.set(request.id, 'change');
    requesterOf.set(request.id, request.memberId);
  }
  const waiting = new Map<string, LeaveWaitingStep[]>();
  if (purposeOf.size === 0) return waiting;
  const rows = await tx
    .select()
    .from(leaveRequestApprovals)
    .where(
      and(
        eq(leaveRequestApprovals.companyId, companyId),
        inArray(leaveRequestApprovals.requestId, [...purposeOf.keys()]),
        inArray(leaveRequestApprovals.state, ['pending', 'waiting']),
      ),
    )
    .orderBy(asc(leaveRequestApprovals.position));
  const steps = rows.filter((step) => step.purpose === purposeOf.get(step.requestId));
  const deciders = await decidersOfSteps(
    tx,
    companyId,
    steps.map((step) => ({
      approverMemberIds: step.approverMemberIds,
      requesterId: requesterOf.get(step.requestId)!,
    })),
  );
  // A step all of whom approve no longer waits for those who already did.
  const allOf = steps.filter((step, index) => step.mode === 'all_of' && !deciders[index]!.fallback);
  const approvals =
    allOf.length === 0
      ? []
      : await tx
          .select({
            approvalId: leaveRequestDecisions.approvalId,
            actor: leaveRequestDecisions.actorMemberId,
          })
          .from(leaveRequestDecisions)
          .where(
            and(
              inArray(
                leaveRequestDecisions.approvalId,
                allOf.map((step) => step.id),
              ),
              eq(leaveRequestDecisions.decision, 'approved'),
            ),
          );
  const approved = new Set(approvals.map((row) => `${row.approvalId} ${row.actor}`));
  const awaited = steps.map((step, index) =>
    deciders[index]!.memberIds.filter((id) => !approved.has(`${step.id} ${id}`)),
  );
  const names = await memberNames(tx, companyId, awaited.flat());
  steps.forEach((step, index) => {
    const { fallback } = deciders[index]!;
    const list = waiting.get(step.requestId) ?? [];
    list.push({
      purpose: step.purpose,
      position: step.position,
      approverKind: fallback ? 'admin' : step.approverKind,
      mode: fallback ? 'any_of' : step.mode,
      state: step.state === 'pending' ? 'pending' : 'waiting',
      fallback,
      names: awaited[index]!.map((id) => names.get(id) ?? '').filter((name) => name !== ''),
    });
    waiting.set(step.requestId, list);
  });
  return waiting;
}
