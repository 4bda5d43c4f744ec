import { and, eq } from 'drizzle-orm';
import type { downloadMemberDocument } from '@atrium/contract/member-documents';
import { memberDocuments, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { FileHandler } from '../../platform/operations/module-operations.ts';
import { documentsLevel } from './member-documents.ts';

/** A member's document, as an attachment and never cached, for whoever may see it (404 otherwise). */
export const downloadMemberDocumentHandler: FileHandler<typeof downloadMemberDocument> = ({
  context,
  query,
}) =>
  context.withTenant(async (tx) => {
    const [row] = await tx
      .select({ file: storedFiles, memberId: memberDocuments.memberId })
      .from(memberDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, memberDocuments.fileId))
      .where(
        and(eq(memberDocuments.companyId, context.companyId), eq(memberDocuments.id, query.memberDocumentId)),
      );
    if (!row) throw notFound('The document');
    await documentsLevel(tx, context, row.memberId, 'The document');
    return { file: row.file, disposition: 'attachment', cacheControl: 'private, no-store' };
  });
