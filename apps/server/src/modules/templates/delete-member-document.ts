import { and, eq } from 'drizzle-orm';
import type { deleteMemberDocument } from '@atrium/contract/member-documents';
import { memberDocuments, memberRecordAudit } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { deleteStoredFiles } from '../human-resources/entry-files.ts';
import { deleteAfterCommit } from '../human-resources/stored-bytes.ts';
import { documentsLevel } from './member-documents.ts';

/**
 * HR removes a document filed with a member by mistake (docs/product/templates.md#member-documents):
 * the row and its stored file go in one transaction, the bytes after it commits, and the member's
 * record history says who removed which document. Whoever may only see the documents is refused;
 * anyone who may not see them gets 404, as for reading them.
 */
export const deleteMemberDocumentHandler: OperationHandler<typeof deleteMemberDocument> = async ({
  params,
  context,
  deps,
  request,
}) => {
  const removedKeys = await context.withTenant(async (tx) => {
    const [document] = await tx
      .select({
        id: memberDocuments.id,
        memberId: memberDocuments.memberId,
        name: memberDocuments.name,
        fileId: memberDocuments.fileId,
      })
      .from(memberDocuments)
      .where(
        and(
          eq(memberDocuments.companyId, context.companyId),
          eq(memberDocuments.id, params.memberDocumentId),
        ),
      );
    if (!document) throw notFound('The document');
    const level = await documentsLevel(tx, context, document.memberId, 'The document');
    if (level !== 'edit') throw forbidden('You may not remove this member’s documents.');
    await tx.delete(memberDocuments).where(eq(memberDocuments.id, document.id));
    const keys = await deleteStoredFiles(tx, context.companyId, [document.fileId]);
    await tx.insert(memberRecordAudit).values({
      companyId: context.companyId,
      memberId: document.memberId,
      actorUserId: context.userId,
      kind: 'change',
      section: 'employment',
      details: { changes: { generatedDocument: { from: document.name, to: null } } },
    });
    return keys;
  });
  await deleteAfterCommit(deps, request, removedKeys);
};
