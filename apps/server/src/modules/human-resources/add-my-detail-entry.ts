import type { addMyDetailEntry } from '@atrium/contract/human-resources';
import { changeProposals, detailEntries } from '../../db/schema/index.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { checkNewFiles, filesByField, syncEntryFiles } from './entry-files.ts';
import {
  auditEntry,
  checkedValues,
  checkRoomForEntry,
  readEntry,
  sectionForMember,
} from './entry-queries.ts';
import { proposalById } from './proposal-queries.ts';

/**
 * A member adds an entry of their own (`account/add-detail-section`): saved at once where they
 * may edit the section, a proposal for HR where they may propose
 * (docs/product/human-resources.md#proposing-a-change).
 */
export const addMyDetailEntryHandler: OperationHandler<typeof addMyDetailEntry> = async ({
  params,
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    const memberId = context.companyMemberId;
    const { section, level } = await sectionForMember(tx, context, memberId, params.sectionId);
    if (level !== 'edit' && level !== 'propose') {
      throw forbidden('You may not add entries to this section.');
    }
    const values = checkedValues(section, body.values);
    await checkRoomForEntry(tx, context.companyId, memberId, section);
    const wanted = filesByField(section, values);
    await checkNewFiles(tx, context.companyId, section, wanted, new Map(), {
      kind: 'upload',
      uploaderUserId: context.userId,
      uploaderMemberId: memberId,
      memberId,
    });
    if (level === 'propose') {
      const changes = Object.fromEntries(
        Object.entries(values).map(([fieldId, value]) => [fieldId, { from: null, to: value }]),
      );
      const [created] = await tx
        .insert(changeProposals)
        .values({
          companyId: context.companyId,
          memberId,
          sectionId: section.sectionId,
          changes,
          proposedByUserId: context.userId,
        })
        .returning({ id: changeProposals.id });
      await auditEntry(
        tx,
        context,
        memberId,
        section.sectionId,
        { proposalId: created!.id, status: 'pending', fields: Object.keys(values) },
        'proposal',
      );
      return {
        outcome: 'proposed' as const,
        proposal: (await proposalById(tx, context.companyId, created!.id))!,
      };
    }
    const [created] = await tx
      .insert(detailEntries)
      .values({ companyId: context.companyId, sectionId: section.sectionId, memberId, values })
      .returning({ id: detailEntries.id });
    await syncEntryFiles(tx, context.companyId, created!.id, wanted, new Map());
    await auditEntry(tx, context, memberId, section.sectionId, {
      entryId: created!.id,
      action: 'added',
      fields: Object.keys(values),
    });
    return { outcome: 'saved' as const, entry: await readEntry(tx, context.companyId, created!.id) };
  });
