import { and, eq } from 'drizzle-orm';
import type { updateDetailEntry } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { detailEntries } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { attachedFiles, checkNewFiles, filesByField, syncEntryFiles } from './entry-files.ts';
import { auditEntry, checkedValues, readEntry, requireEdit, sectionForMember } from './entry-queries.ts';
import { deleteAfterCommit } from './stored-bytes.ts';

/** The member's entry (locked), its section and the caller's level on it; 404 when not theirs. */
export async function memberEntry(
  tx: Transaction,
  context: MemberContext,
  memberId: string,
  entryId: string,
) {
  const [entry] = await tx
    .select({ id: detailEntries.id, sectionId: detailEntries.sectionId, values: detailEntries.values })
    .from(detailEntries)
    .where(
      and(
        eq(detailEntries.companyId, context.companyId),
        eq(detailEntries.memberId, memberId),
        eq(detailEntries.id, entryId),
      ),
    )
    .for('update');
  if (!entry) throw notFound('The entry');
  return { entry, ...(await sectionForMember(tx, context, memberId, entry.sectionId)) };
}

/**
 * HR changes a member's entry. Values of fields the section no longer shows are kept; a file the
 * new values no longer name is deleted.
 */
export const updateDetailEntryHandler: OperationHandler<typeof updateDetailEntry> = async ({
  params,
  body,
  context,
  deps,
  request,
}) => {
  const memberId = params.companyMemberId;
  const { entry, removedKeys } = await context.withTenant(async (tx) => {
    const { entry, section, level } = await memberEntry(tx, context, memberId, params.entryId);
    requireEdit(level);
    const values = checkedValues(section, body.values);
    const wanted = filesByField(section, values);
    const attached = await attachedFiles(tx, context.companyId, section, entry.id);
    await checkNewFiles(tx, context.companyId, section, wanted, attached, {
      kind: 'upload',
      uploaderUserId: context.userId,
      uploaderMemberId: context.companyMemberId,
      memberId,
    });
    const live = new Set(section.fields.map((field) => field.fieldId));
    const kept = Object.fromEntries(Object.entries(entry.values).filter(([fieldId]) => !live.has(fieldId)));
    await tx
      .update(detailEntries)
      .set({ values: { ...kept, ...values }, updatedAt: new Date() })
      .where(eq(detailEntries.id, entry.id));
    const removedKeys = await syncEntryFiles(tx, context.companyId, entry.id, wanted, attached);
    const changed = [...live].filter(
      (fieldId) => JSON.stringify(entry.values[fieldId] ?? null) !== JSON.stringify(values[fieldId] ?? null),
    );
    await auditEntry(tx, context, memberId, section.sectionId, {
      entryId: entry.id,
      action: 'changed',
      fields: changed,
    });
    return { entry: await readEntry(tx, context.companyId, entry.id), removedKeys };
  });
  await deleteAfterCommit(deps, request, removedKeys);
  return entry;
};
