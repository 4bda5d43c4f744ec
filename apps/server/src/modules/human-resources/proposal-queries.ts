import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { ChangeProposal } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { changeProposals, companyMembers, users } from '../../db/schema/index.ts';
import { displayNameSql } from '../people/person-name.ts';

/** Proposals matching `where`, with the member's name; oldest first unless told otherwise. */
export async function selectProposals(
  tx: Transaction,
  where: SQL | undefined,
  order: 'oldest' | 'newest' = 'oldest',
): Promise<ChangeProposal[]> {
  const rows = await tx
    .select({ proposal: changeProposals, memberName: displayNameSql })
    .from(changeProposals)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, changeProposals.companyId),
        eq(companyMembers.id, changeProposals.memberId),
      ),
    )
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(where)
    .orderBy(order === 'oldest' ? asc(changeProposals.createdAt) : desc(changeProposals.createdAt));
  return rows.map(({ proposal, memberName }) => ({
    proposalId: proposal.id,
    companyMemberId: proposal.memberId,
    memberName,
    status: proposal.status,
    sectionId: proposal.sectionId,
    changes: proposal.changes,
    effectiveDate: proposal.effectiveDate,
    createdAt: proposal.createdAt.toISOString(),
    decidedAt: proposal.decidedAt?.toISOString() ?? null,
    decisionNote: proposal.decisionNote,
  }));
}

export async function proposalById(tx: Transaction, companyId: string, proposalId: string) {
  const [found] = await selectProposals(
    tx,
    and(eq(changeProposals.companyId, companyId), eq(changeProposals.id, proposalId)),
  );
  return found;
}
