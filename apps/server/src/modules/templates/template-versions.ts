import { createHash } from 'node:crypto';
import { max, eq, and } from 'drizzle-orm';
import type { TemplateKind } from '@atrium/contract/templates';
import type { Transaction } from '../../db/database.ts';
import { documentTemplates, documentTemplateVersions } from '../../db/schema/index.ts';
import type { AssembledFile } from '../../platform/uploads/upload-types.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readCheckedDocx } from './docx-archive.ts';
import { checkTemplateDocx } from './docx-safety.ts';
import { readCatalogueSections, tagCatalogue } from './tag-catalogue.ts';
import { templateReport } from './template-report.ts';

/**
 * What the safety check removed from a file, by the hash of the bytes kept, for the version
 * created in the same request (the upload's transform runs just before its onComplete).
 */
const removedByHash = new Map<string, string[]>();
const REMEMBERED = 50;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The upload's transform: refuses an unsafe file (415 naming fileTemplate) and keeps the cleaned bytes. */
export async function safeTemplateFile(file: AssembledFile): Promise<AssembledFile> {
  const verdict = await checkTemplateDocx(file.data, file.fileName);
  if (!verdict.ok) throw templateRefused(verdict.reason, 'body.fileTemplate');
  if (verdict.removed.length > 0) {
    removedByHash.set(sha256(verdict.data), verdict.removed);
    if (removedByHash.size > REMEMBERED) removedByHash.delete(removedByHash.keys().next().value!);
  }
  return { ...file, data: verdict.data };
}

/** 415 naming the field that carried the refused file and why. */
function templateRefused(reason: string, path: string): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', `The template was refused: ${reason}.`, {
    fields: [{ path, message: reason }],
  });
}

/** Adds the next version of a template from a stored, checked file, with its report. */
export async function addTemplateVersion(
  tx: Transaction,
  input: {
    companyId: string;
    templateId: string;
    kind: TemplateKind;
    fileId: string;
    fileSha256: string;
    data: Buffer;
    memberId: string | null;
  },
): Promise<number> {
  const removed = removedByHash.get(input.fileSha256) ?? [];
  removedByHash.delete(input.fileSha256);
  // The stored bytes passed the upload's check; they are read through the bounded reader again
  // because the template library must only ever see a checked file (docx-archive.ts).
  const read = await readCheckedDocx(input.data);
  if (!read.ok) throw templateRefused(read.reason, 'body.fileId');
  const catalogue = tagCatalogue(input.kind, await readCatalogueSections(tx, input.companyId));
  const report = templateReport(read.docx, catalogue, removed);
  const [last] = await tx
    .select({ value: max(documentTemplateVersions.version) })
    .from(documentTemplateVersions)
    .where(
      and(
        eq(documentTemplateVersions.companyId, input.companyId),
        eq(documentTemplateVersions.templateId, input.templateId),
      ),
    );
  const version = (last?.value ?? 0) + 1;
  await tx.insert(documentTemplateVersions).values({
    companyId: input.companyId,
    templateId: input.templateId,
    version,
    fileId: input.fileId,
    report,
    createdByMemberId: input.memberId,
  });
  await tx
    .update(documentTemplates)
    .set({ updatedAt: new Date() })
    .where(and(eq(documentTemplates.companyId, input.companyId), eq(documentTemplates.id, input.templateId)));
  return version;
}
