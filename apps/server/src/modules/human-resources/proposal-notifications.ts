import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, users } from '../../db/schema/index.ts';
import type { NotificationsPlatform } from '../notifications/notifications-platform.ts';

/*
 * What a proposal tells whom (docs/product/human-resources.md#proposing-a-change): the owners and
 * admins hear of a new one, the member of the decision. Written in the proposal's transaction.
 */

type Notify = Pick<NotificationsPlatform, 'emit'>;

export async function notifyProposalSubmitted(
  tx: Transaction,
  notifications: Notify,
  proposer: { companyId: string; userId: string; companyMemberId: string },
): Promise<void> {
  const [person] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, proposer.userId));
  await notifications.emit(tx, {
    companyId: proposer.companyId,
    kind: 'hr.proposal_submitted',
    params: { personName: person?.name ?? person?.email ?? '', companyMemberId: proposer.companyMemberId },
    actorUserId: proposer.userId,
  });
}

export async function notifyProposalDecided(
  tx: Transaction,
  notifications: Notify,
  decision: { companyId: string; memberId: string; deciderUserId: string; state: 'approved' | 'rejected' },
): Promise<void> {
  const [member] = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.id, decision.memberId));
  if (!member) return;
  await notifications.emit(tx, {
    companyId: decision.companyId,
    kind: 'hr.proposal_decided',
    params: { state: decision.state },
    subjectUserIds: [member.userId],
    actorUserId: decision.deciderUserId,
  });
}
