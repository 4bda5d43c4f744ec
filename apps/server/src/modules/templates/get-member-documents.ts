import { and, desc, eq } from 'drizzle-orm';
import type { getMemberDocuments } from '@atrium/contract/member-documents';
import { companyMembers, memberDocuments, storedFiles, users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { displayNameSql } from '../people/person-name.ts';
import { documentsLevel } from './member-documents.ts';

/** A member's documents, newest first, for whoever may see them (404 for anyone else). */
export const getMemberDocumentsHandler: OperationHandler<typeof getMemberDocuments> = ({ context, query }) =>
  context.withTenant(async (tx) => {
    await documentsLevel(tx, context, query.companyMemberId);
    const filer = companyMembers;
    const rows = await tx
      .select({ document: memberDocuments, size: storedFiles.size, filedBy: displayNameSql })
      .from(memberDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, memberDocuments.fileId))
      .leftJoin(filer, eq(filer.id, memberDocuments.filedByMemberId))
      .leftJoin(users, eq(users.id, filer.userId))
      .where(
        and(
          eq(memberDocuments.companyId, context.companyId),
          eq(memberDocuments.memberId, query.companyMemberId),
        ),
      )
      .orderBy(desc(memberDocuments.createdAt), desc(memberDocuments.id));
    return rows.map(({ document, size, filedBy }) => ({
      memberDocumentId: document.id,
      name: document.name,
      sizeBytes: size,
      createdAt: document.createdAt.toISOString(),
      filedBy: document.filedByMemberId ? filedBy : null,
      leaveRequestId: document.leaveRequestId,
      stateChange: document.stateChange,
    }));
  });
