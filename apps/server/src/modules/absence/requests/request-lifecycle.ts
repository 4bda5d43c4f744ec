import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import {
  companyMembers,
  leaveLedgerEntries,
  leaveRequestApprovals,
  leaveRequestDays,
  leaveRequests,
  leaveTypes,
} from '../../../db/schema/index.ts';
import type { NotificationsPlatform } from '../../notifications/notifications-platform.ts';
import { writeLedger } from './ledger.ts';

type RequestRow = typeof leaveRequests.$inferSelect;

/** Whether the type draws on a balance: it counts against the allowance, or is time off in lieu. */
async function countsAgainstAllowance(tx: Transaction, leaveTypeId: string): Promise<boolean> {
  const [type] = await tx
    .select({ counts: sql<boolean>`${leaveTypes.countsAgainstAllowance} or ${leaveTypes.timeOffInLieu}` })
    .from(leaveTypes)
    .where(eq(leaveTypes.id, leaveTypeId));
  return type?.counts ?? false;
}

/** Days grouped by year: the first day and the minutes of each. */
function byYear(days: readonly { day: string; minutes: number }[]) {
  const years = new Map<string, { firstDay: string; minutes: number }>();
  for (const day of days) {
    const year = day.day.slice(0, 4);
    const entry = years.get(year);
    if (entry) entry.minutes += day.minutes;
    else years.set(year, { firstDay: day.day, minutes: day.minutes });
  }
  return [...years.values()];
}

/** The request is approved: its days are taken from the balance of each year they fall in. */
export async function approveRequest(
  tx: Transaction,
  request: RequestRow,
  actorMemberId: string | null,
): Promise<void> {
  await tx
    .update(leaveRequests)
    .set({ status: 'approved', decidedAt: new Date() })
    .where(eq(leaveRequests.id, request.id));
  if (!(await countsAgainstAllowance(tx, request.leaveTypeId))) return;
  const days = await tx
    .select({ day: leaveRequestDays.day, minutes: leaveRequestDays.minutes })
    .from(leaveRequestDays)
    .where(eq(leaveRequestDays.requestId, request.id))
    .orderBy(asc(leaveRequestDays.day));
  await writeLedger(
    tx,
    byYear(days).map((year) => ({
      companyId: request.companyId,
      memberId: request.memberId,
      leaveTypeId: request.leaveTypeId,
      kind: 'taken' as const,
      minutes: -year.minutes,
      effectiveDate: year.firstDay,
      source: 'request' as const,
      sourceId: request.id,
      actorMemberId,
    })),
  );
}

/** A pending request ends without being taken (rejected or withdrawn): it holds no days any more. */
export async function closeRequest(
  tx: Transaction,
  request: RequestRow,
  status: 'rejected' | 'cancelled',
): Promise<void> {
  await tx
    .update(leaveRequests)
    .set(status === 'cancelled' ? { status, cancelledAt: new Date() } : { status, decidedAt: new Date() })
    .where(eq(leaveRequests.id, request.id));
  await tx.delete(leaveRequestDays).where(eq(leaveRequestDays.requestId, request.id));
  await tx
    .update(leaveRequestApprovals)
    .set({ state: 'skipped', completedAt: new Date() })
    .where(
      and(
        eq(leaveRequestApprovals.requestId, request.id),
        inArray(leaveRequestApprovals.state, ['pending', 'waiting']),
      ),
    );
}

/**
 * An approved ask to cancel or come back early: the days given back leave the request and return
 * to the balance as reversal entries (never refused, whatever the balance).
 */
export async function applyChange(
  tx: Transaction,
  request: RequestRow,
  actorMemberId: string | null,
): Promise<void> {
  const cancel = request.changeKind === 'cancel';
  const returned = await tx
    .delete(leaveRequestDays)
    .where(
      and(
        eq(leaveRequestDays.requestId, request.id),
        cancel ? undefined : gt(leaveRequestDays.day, request.changeEndsOn!),
      ),
    )
    .returning({ day: leaveRequestDays.day, minutes: leaveRequestDays.minutes });
  returned.sort((a, b) => a.day.localeCompare(b.day));
  const minutesBack = returned.reduce((sum, day) => sum + day.minutes, 0);
  await tx
    .update(leaveRequests)
    .set(
      cancel
        ? { status: 'cancelled', cancelledAt: new Date(), changeStatus: 'approved' }
        : {
            // The absence now ends on the asked day; the ask keeps its kind and status.
            endsOn: request.changeEndsOn!,
            changeEndsOn: null,
            requestedMinutes: request.requestedMinutes - minutesBack,
            changeStatus: 'approved',
          },
    )
    .where(eq(leaveRequests.id, request.id));
  if (!(await countsAgainstAllowance(tx, request.leaveTypeId))) return;
  // What was taken per year, so that a reversal never gives back more than its year took.
  const taken = await tx
    .select({ minutes: leaveLedgerEntries.minutes })
    .from(leaveLedgerEntries)
    .where(
      and(
        eq(leaveLedgerEntries.sourceId, request.id),
        inArray(leaveLedgerEntries.kind, ['taken', 'reversal']),
      ),
    );
  const stillTaken = -taken.reduce((sum, entry) => sum + entry.minutes, 0);
  let budget = stillTaken;
  const entries = byYear(returned).map((year) => {
    const minutes = Math.min(year.minutes, Math.max(0, budget));
    budget -= minutes;
    return {
      companyId: request.companyId,
      memberId: request.memberId,
      leaveTypeId: request.leaveTypeId,
      kind: 'reversal' as const,
      minutes,
      effectiveDate: year.firstDay,
      source: 'request' as const,
      sourceId: request.id,
      actorMemberId,
      reason: cancel ? 'cancelled' : `came back early, last day ${request.changeEndsOn}`,
    };
  });
  await writeLedger(tx, entries);
}

/** User ids of members, for notifications. */
async function userIdsOf(
  tx: Transaction,
  companyId: string,
  memberIds: readonly string[],
): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, [...memberIds])));
  return rows.map((row) => row.userId);
}

/** Tells the approvers of a pending step that a request waits for them. */
export async function notifyApprovers(
  tx: Transaction,
  notifications: Pick<NotificationsPlatform, 'emit'>,
  request: Pick<RequestRow, 'companyId' | 'startsOn' | 'endsOn'>,
  requesterName: string,
  approverIds: readonly string[],
  actorUserId: string | null,
): Promise<void> {
  const subjectUserIds = await userIdsOf(tx, request.companyId, approverIds);
  if (subjectUserIds.length === 0) return;
  await notifications.emit(tx, {
    companyId: request.companyId,
    kind: 'leave.approval_requested',
    params: { personName: requesterName, startsOn: request.startsOn, endsOn: request.endsOn },
    subjectUserIds,
    actorUserId,
  });
}

/** Tells the requester how their request (or their ask to change it) was decided. */
export async function notifyRequester(
  tx: Transaction,
  notifications: Pick<NotificationsPlatform, 'emit'>,
  request: Pick<RequestRow, 'companyId' | 'memberId' | 'startsOn' | 'endsOn'>,
  state: 'approved' | 'rejected',
  actorUserId: string | null,
): Promise<void> {
  const subjectUserIds = await userIdsOf(tx, request.companyId, [request.memberId]);
  await notifications.emit(tx, {
    companyId: request.companyId,
    kind: 'leave.request_decided',
    params: { startsOn: request.startsOn, endsOn: request.endsOn, state },
    subjectUserIds,
    actorUserId,
  });
}
