import { randomUUID, createHash } from 'node:crypto';
import type { AccessLevel } from '@atrium/contract/human-resources';
import type { AbsenceFileStateChange } from '@atrium/contract/member-documents';
import type { Transaction } from '../../db/database.ts';
import { memberDocuments, storedFiles } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { StorageDriver } from '../../platform/storage/storage-driver.ts';
import { canView, recordAccess } from '../human-resources/record-access.ts';
import { PDF } from './pdf-document.ts';

/*
 * A member's documents (docs/decisions/075-member-documents.md): generated documents filed with
 * the member. Whoever may see the employment part of the member's record sees them (the member
 * themself by default); anyone else gets 404, so their existence is not given away.
 */

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The caller's level on the member's documents (those of the employment part of the record): 404
 * naming `what` unless they may at least see them (another company's member is 404 too).
 */
export async function documentsLevel(
  tx: Transaction,
  context: MemberContext,
  memberId: string,
  what = 'The member',
): Promise<AccessLevel> {
  const access = await recordAccess(tx, context, memberId).catch(() => null);
  if (!access || !canView(access.employment)) throw notFound(what);
  return access.employment;
}

export interface FileDocumentInput {
  companyId: string;
  memberId: string;
  name: string;
  bytes: Buffer;
  /** DOCX unless said otherwise (a PDF conversion is filed beside its DOCX). */
  contentType?: string;
  generationId: string | null;
  filedByMemberId: string | null;
  uploadedByUserId: string | null;
  rule?: { ruleId: string; leaveRequestId: string; stateChange: AbsenceFileStateChange };
}

/**
 * Stores a generated document and files it with the member, in the caller's transaction. The
 * bytes are written first; when the transaction rolls back they are left unreachable (no row
 * names them).
 */
export async function fileDocument(
  tx: Transaction,
  storage: Pick<StorageDriver, 'put'>,
  input: FileDocumentInput,
): Promise<string> {
  const fileId = randomUUID();
  const storageKey = `files/${input.companyId}/${fileId}`;
  const contentType = input.contentType ?? DOCX;
  await storage.put(storageKey, input.bytes, { contentType });
  await tx.insert(storedFiles).values({
    id: fileId,
    companyId: input.companyId,
    uploadedByUserId: input.uploadedByUserId,
    kind: 'file',
    name: input.name,
    contentType,
    size: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    storageKey,
  });
  const [row] = await tx
    .insert(memberDocuments)
    .values({
      companyId: input.companyId,
      memberId: input.memberId,
      fileId,
      name: input.name,
      generationId: input.generationId,
      filedByMemberId: input.filedByMemberId,
      ruleId: input.rule?.ruleId ?? null,
      leaveRequestId: input.rule?.leaveRequestId ?? null,
      stateChange: input.rule?.stateChange ?? null,
      format: contentType === PDF ? 'pdf' : 'docx',
    })
    .returning({ id: memberDocuments.id });
  return row!.id;
}
