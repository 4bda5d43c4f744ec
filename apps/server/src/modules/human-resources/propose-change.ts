import type { proposeChange } from '@atrium/contract/human-resources';
import { changeProposals, memberRecordAudit } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { forbidden, validationFailed } from '../../platform/errors/app-error.ts';
import { readRecordRow } from './profile-queries.ts';
import { notifyProposalSubmitted } from './proposal-notifications.ts';
import { proposalById } from './proposal-queries.ts';
import { diffRecord } from './record-changes.ts';
import { recordAccess } from './record-access.ts';

/**
 * A member proposes a change to their own personal data. The proposal keeps each field's value
 * now beside the one asked for, so HR sees old → new; nothing in the record changes yet.
 */
export const proposeChangeHandler: OperationHandler<typeof proposeChange> = async ({ body, context, deps }) =>
  context.withTenant(async (tx) => {
    const memberId = context.companyMemberId;
    const access = await recordAccess(tx, context, memberId);
    if (access.personal !== 'propose' && access.personal !== 'edit') {
      throw forbidden('You may not propose changes to this record.');
    }
    const changes = diffRecord(await readRecordRow(tx, context.companyId, memberId), body.changes);
    if (Object.keys(changes).length === 0) {
      throw validationFailed('The proposal changes nothing.', [
        { path: 'body.changes', message: 'must change at least one field' },
      ]);
    }
    const [created] = await tx
      .insert(changeProposals)
      .values({
        companyId: context.companyId,
        memberId,
        builtInSection: 'personal',
        changes,
        proposedByUserId: context.userId,
      })
      .returning({ id: changeProposals.id });
    await tx.insert(memberRecordAudit).values({
      companyId: context.companyId,
      memberId,
      actorUserId: context.userId,
      kind: 'proposal',
      section: 'personal',
      details: { proposalId: created!.id, status: 'pending', fields: Object.keys(changes) },
    });
    await notifyProposalSubmitted(tx, deps.notifications, context);
    return (await proposalById(tx, context.companyId, created!.id))!;
  });
