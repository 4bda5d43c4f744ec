import { and, eq } from 'drizzle-orm';
import type { decideChangeProposal } from '@atrium/contract/human-resources';
import { changeProposals } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { readRecordRow } from './profile-queries.ts';
import { notifyProposalDecided } from './proposal-notifications.ts';
import { proposalById } from './proposal-queries.ts';
import { applyRecordChanges, diffRecord } from './record-changes.ts';
import { applySectionProposal } from './section-proposal.ts';
import { recordAccess } from './record-access.ts';

/**
 * Approves or rejects a pending proposal. Approval writes the values asked for (the audit keeps
 * what they replace now) with the effective date given, today by default. The row is locked, so
 * two deciders cannot both apply it.
 */
export const decideChangeProposalHandler: OperationHandler<typeof decideChangeProposal> = async ({
  params,
  body,
  context,
  deps,
}) =>
  context.withTenant(async (tx) => {
    const [proposal] = await tx
      .select()
      .from(changeProposals)
      .where(and(eq(changeProposals.companyId, context.companyId), eq(changeProposals.id, params.proposalId)))
      .for('update');
    if (!proposal) throw notFound('The proposal');
    if (proposal.memberId === context.companyMemberId) throw forbidden('Nobody decides their own proposal.');
    if (proposal.status !== 'pending') throw conflict(`The proposal is already ${proposal.status}.`);
    const effectiveDate = body.effectiveDate ?? (await companyToday(tx, context.companyId));
    if (body.decision === 'approve' && proposal.sectionId) {
      await applySectionProposal(tx, context, { ...proposal, sectionId: proposal.sectionId }, effectiveDate);
    } else if (body.decision === 'approve') {
      const access = await recordAccess(tx, context, proposal.memberId);
      if (access.personal !== 'edit') throw forbidden('You may not change this personal data.');
      const asked = Object.fromEntries(
        Object.entries(proposal.changes).map(([field, change]) => [field, change.to]),
      );
      const changes = diffRecord(await readRecordRow(tx, context.companyId, proposal.memberId), asked);
      await applyRecordChanges(tx, context, proposal.memberId, changes, {
        kind: 'proposal',
        details: { proposalId: proposal.id, status: 'approved', effectiveDate },
      });
    }
    await tx
      .update(changeProposals)
      .set({
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        effectiveDate: body.decision === 'approve' ? effectiveDate : null,
        decidedByUserId: context.userId,
        decidedAt: new Date(),
        decisionNote: body.note ?? null,
      })
      .where(eq(changeProposals.id, proposal.id));
    await notifyProposalDecided(tx, deps.notifications, {
      companyId: context.companyId,
      memberId: proposal.memberId,
      deciderUserId: context.userId,
      state: body.decision === 'approve' ? 'approved' : 'rejected',
    });
    return (await proposalById(tx, context.companyId, proposal.id))!;
  });
