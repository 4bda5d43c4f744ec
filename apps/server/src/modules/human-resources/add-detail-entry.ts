import type { addDetailEntry } from '@atrium/contract/human-resources';
import { detailEntries } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { checkNewFiles, filesByField, syncEntryFiles } from './entry-files.ts';
import {
  auditEntry,
  checkedValues,
  checkRoomForEntry,
  readEntry,
  requireEdit,
  sectionForMember,
} from './entry-queries.ts';

/** HR adds an entry to a member's section: edit access to the section, values checked by field type. */
export const addDetailEntryHandler: OperationHandler<typeof addDetailEntry> = async ({
  params,
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    const memberId = params.companyMemberId;
    const { section, level } = await sectionForMember(tx, context, memberId, params.sectionId);
    requireEdit(level);
    const values = checkedValues(section, body.values);
    await checkRoomForEntry(tx, context.companyId, memberId, section);
    const wanted = filesByField(section, values);
    await checkNewFiles(tx, context.companyId, section, wanted, new Map(), {
      kind: 'upload',
      uploaderUserId: context.userId,
      uploaderMemberId: context.companyMemberId,
      memberId,
    });
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
    return readEntry(tx, context.companyId, created!.id);
  });
