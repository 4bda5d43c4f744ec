import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { isAdmin, type Role } from '@atrium/contract/access';
import type { LeaveApprovalStep, LeaveRequest, LeaveRequestDetail } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import {
  leaveRequestApprovals,
  leaveRequestDays,
  leaveRequestDecisions,
  leaveRequests,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { decidersOfSteps } from './approval-deciders.ts';
import { memberNames } from './member-facts.ts';
import { waitingForOf } from './waiting-for.ts';

type RequestRow = typeof leaveRequests.$inferSelect;

const memberName = sql<string>`(select coalesce(u.name, u.email) from company_members m
  join users u on u.id = m.user_id where m.id = "leave_requests"."member_id")`;

/** The request's rows as the API answers them. */
async function summaries(
  tx: Transaction,
  rows: readonly (RequestRow & { memberName: string })[],
): Promise<LeaveRequest[]> {
  if (rows.length === 0) return [];
  const steps = await tx
    .select({
      requestId: leaveRequestApprovals.requestId,
      done: sql<number>`count(*) filter (where ${leaveRequestApprovals.state} in ('approved', 'skipped'))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(leaveRequestApprovals)
    .where(
      and(
        inArray(
          leaveRequestApprovals.requestId,
          rows.map((row) => row.id),
        ),
        eq(leaveRequestApprovals.purpose, 'request'),
      ),
    )
    .groupBy(leaveRequestApprovals.requestId);
  const progress = new Map(steps.map((step) => [step.requestId, step]));
  const waiting = await waitingForOf(tx, rows[0]!.companyId, rows);
  return rows.map((row) => ({
    leaveRequestId: row.id,
    memberId: row.memberId,
    memberName: row.memberName,
    leaveTypeId: row.leaveTypeId,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    part: row.part,
    startMinute: row.startMinute,
    endMinute: row.endMinute,
    requestedMinutes: row.requestedMinutes,
    status: row.status,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    change:
      row.changeKind && row.changeStatus && row.changeRequestedAt
        ? {
            kind: row.changeKind,
            endsOn: row.changeEndsOn,
            status: row.changeStatus,
            comment: row.changeComment,
            requestedAt: row.changeRequestedAt.toISOString(),
          }
        : null,
    stepsDone: progress.get(row.id)?.done ?? 0,
    stepsTotal: progress.get(row.id)?.total ?? 0,
    waitingFor: waiting.get(row.id) ?? [],
  }));
}

/** Requests of the company by id, with the requester's name. */
async function requestRows(tx: Transaction, companyId: string, where: ReturnType<typeof and>) {
  return tx
    .select({ ...getTableColumns(leaveRequests), memberName })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, companyId), where))
    .orderBy(desc(leaveRequests.startsOn), desc(leaveRequests.createdAt));
}

export async function listRequests(tx: Transaction, companyId: string, where: ReturnType<typeof and>) {
  return summaries(tx, await requestRows(tx, companyId, where));
}

/** The approval steps of requests, with approvers' and deciders' names. */
async function stepsOf(tx: Transaction, companyId: string, requestId: string): Promise<LeaveApprovalStep[]> {
  const steps = await tx
    .select()
    .from(leaveRequestApprovals)
    .where(
      and(eq(leaveRequestApprovals.companyId, companyId), eq(leaveRequestApprovals.requestId, requestId)),
    )
    .orderBy(
      asc(leaveRequestApprovals.createdAt),
      asc(leaveRequestApprovals.purpose),
      asc(leaveRequestApprovals.position),
    );
  const decisions = await tx
    .select()
    .from(leaveRequestDecisions)
    .where(
      and(eq(leaveRequestDecisions.companyId, companyId), eq(leaveRequestDecisions.requestId, requestId)),
    )
    .orderBy(asc(leaveRequestDecisions.decidedAt));
  const names = await memberNames(tx, companyId, [
    ...steps.flatMap((step) => step.approverMemberIds),
    ...decisions.flatMap((decision) => [
      decision.actorMemberId,
      decision.onBehalfOfMemberId ?? decision.actorMemberId,
    ]),
  ]);
  const person = (memberId: string) => ({ memberId, name: names.get(memberId) ?? '' });
  return steps.map((step) => ({
    approvalId: step.id,
    purpose: step.purpose,
    position: step.position,
    approverKind: step.approverKind,
    mode: step.mode,
    state: step.state,
    approvers: step.approverMemberIds.map(person),
    escalated: step.escalatedAt !== null,
    decisions: decisions
      .filter((decision) => decision.approvalId === step.id)
      .map((decision) => ({
        actor: person(decision.actorMemberId),
        onBehalfOf: decision.onBehalfOfMemberId ? person(decision.onBehalfOfMemberId) : null,
        decision: decision.decision,
        comment: decision.comment,
        decidedAt: decision.decidedAt.toISOString(),
      })),
  }));
}

export interface Viewer {
  companyMemberId: string;
  roles: readonly Role[];
}

/** The step now waiting for a decision, if any. */
function pendingStep(steps: readonly LeaveApprovalStep[]) {
  return steps.find((step) => step.state === 'pending') ?? null;
}

/**
 * One request as `viewer` may see it: their own, one they approve (or approved), or any for
 * ADMIN/OWNER; 404 otherwise, as for another company's id.
 */
export async function requestDetail(
  tx: Transaction,
  companyId: string,
  requestId: string,
  viewer: Viewer,
): Promise<LeaveRequestDetail> {
  const [row] = await requestRows(tx, companyId, eq(leaveRequests.id, requestId));
  if (!row) throw notFound('The leave request');
  const steps = await stepsOf(tx, companyId, requestId);
  const approver = steps.some((step) =>
    step.approvers.some((person) => person.memberId === viewer.companyMemberId),
  );
  if (row.memberId !== viewer.companyMemberId && !approver && !isAdmin(viewer.roles)) {
    throw notFound('The leave request');
  }
  const days = await tx
    .select({ day: leaveRequestDays.day, minutes: leaveRequestDays.minutes })
    .from(leaveRequestDays)
    .where(eq(leaveRequestDays.requestId, requestId))
    .orderBy(asc(leaveRequestDays.day));
  const [summary] = await summaries(tx, [row]);
  const pending = pendingStep(steps);
  let canDecide = false;
  if (
    pending !== null &&
    row.memberId !== viewer.companyMemberId &&
    !pending.decisions.some((decision) => decision.actor.memberId === viewer.companyMemberId)
  ) {
    const [deciders] = await decidersOfSteps(tx, companyId, [
      { approverMemberIds: pending.approvers.map((person) => person.memberId), requesterId: row.memberId },
    ]);
    canDecide = deciders!.memberIds.includes(viewer.companyMemberId);
  }
  return { ...summary!, days, steps, canDecide };
}
