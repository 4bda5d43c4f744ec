import { eq } from 'drizzle-orm';
import type { generateDocument } from '@atrium/contract/templates';
import type { Transaction } from '../../db/database.ts';
import { leaveRequests } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { pdfUnavailable } from '../../platform/documents/document-converter.ts';
import { forbidden, validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { contentDisposition } from '../../platform/uploads/file-name.ts';
import { recordAccess } from '../human-resources/record-access.ts';
import { fillDocument, prepareFill } from './fill-document.ts';
import { fileDocument } from './member-documents.ts';
import { generatedPdf, PDF, pdfFileName } from './pdf-document.ts';
import { assertKindModule } from './template-access.ts';
import { findTemplate, templateNotFound } from './template-queries.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Fills the newest version of a template for one member or one leave request and answers the
 * DOCX, or its PDF conversion (docs/product/templates.md#generation, #pdf). Each generation is
 * recorded with the version and a hash of the data; with `saveToMemberFiles` the document (and
 * its PDF) is also filed in the member's documents (decision 075).
 *
 * The conversion runs between two transactions: LibreOffice takes seconds, and no database
 * connection waits for it. A conversion that fails files nothing.
 */
export const generateDocumentHandler: OperationHandler<typeof generateDocument> = async ({
  body,
  context,
  deps,
  reply,
}) => {
  const asPdf = body.format === 'pdf';
  if (asPdf && !deps.documents.pdfAvailable) throw pdfUnavailable();
  const generated = await context.withTenant(async (tx) => {
    const template = await findTemplate(tx, context.companyId, body.companyUserTemplateId);
    if (!template) throw templateNotFound();
    assertKindModule(context, template.kind);
    const subject = template.kind === 'member' ? 'companyMemberId' : 'leaveRequestId';
    const subjectId = body[subject];
    if (!subjectId) {
      throw validationFailed(`${subject} is required for this template.`, [
        { path: `body.${subject}`, message: 'is required for this kind of template' },
      ]);
    }
    const prepared = await prepareFill(tx, context, template, (key) => deps.storage.get(key));
    const { file, name, generationId } = await fillDocument(tx, context, prepared, subjectId);
    // After the fill, which refuses a member or request the caller may not see as not found.
    const filingFor = body.saveToMemberFiles
      ? await memberToFileFor(tx, context, template.kind, subjectId)
      : null;
    return { file, name, generationId, version: prepared.version, filingFor };
  });
  const pdf = asPdf ? await generatedPdf(deps.documents, generated.file) : null;
  let memberDocumentId: string | null = null;
  const { filingFor } = generated;
  if (filingFor) {
    memberDocumentId = await context.withTenant(async (tx) => {
      const filed = (name: string, bytes: Buffer, contentType?: string) =>
        fileDocument(tx, deps.storage, {
          companyId: context.companyId,
          memberId: filingFor,
          name,
          bytes,
          ...(contentType ? { contentType } : {}),
          generationId: generated.generationId,
          filedByMemberId: context.companyMemberId,
          uploadedByUserId: context.userId,
        });
      const docxId = await filed(generated.name, generated.file);
      if (pdf) await filed(pdfFileName(generated.name), pdf, PDF);
      return docxId;
    });
  }
  await deps.audit.record(context, {
    action: 'templates.document_generated',
    target: body.companyUserTemplateId,
    details: {
      generationId: generated.generationId,
      version: generated.version,
      format: asPdf ? 'pdf' : 'docx',
      memberDocumentId,
    },
  });
  reply
    .header('content-type', pdf ? PDF : DOCX)
    .header(
      'content-disposition',
      contentDisposition('attachment', pdf ? pdfFileName(generated.name) : generated.name),
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (memberDocumentId) reply.header('x-member-document-id', memberDocumentId);
  // Bytes bypass the response serializer; returning the reply tells Fastify it is sent.
  await reply.send(pdf ?? generated.file);
  return reply as never;
};

/**
 * The member whose documents the generated one is filed in. Filing changes them: it needs edit on
 * the employment part of the record (docs/decisions/075-member-documents.md).
 */
async function memberToFileFor(
  tx: Transaction,
  context: MemberContext,
  kind: 'member' | 'leave_request',
  subjectId: string,
): Promise<string> {
  const memberId =
    kind === 'member'
      ? subjectId
      : (
          await tx
            .select({ memberId: leaveRequests.memberId })
            .from(leaveRequests)
            .where(eq(leaveRequests.id, subjectId))
        )[0]!.memberId;
  const access = await recordAccess(tx, context, memberId);
  if (access.employment !== 'edit') {
    throw forbidden('You may not file documents in this member’s documents (body.saveToMemberFiles).');
  }
  return memberId;
}
