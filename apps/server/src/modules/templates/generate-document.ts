import { eq } from 'drizzle-orm';
import type { generateDocument } from '@atrium/contract/templates';
import { leaveRequests } from '../../db/schema/index.ts';
import { forbidden, validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { contentDisposition } from '../../platform/uploads/file-name.ts';
import { recordAccess } from '../human-resources/record-access.ts';
import { fillDocument, prepareFill } from './fill-document.ts';
import { fileDocument } from './member-documents.ts';
import { assertKindModule } from './template-access.ts';
import { findTemplate, templateNotFound } from './template-queries.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Fills the newest version of a template for one member or one leave request and answers the
 * DOCX (docs/product/templates.md#generation). Each generation is recorded with the version and a
 * hash of the data; with `saveToMemberFiles` the document is also filed in the member's documents
 * (decision 075).
 */
export const generateDocumentHandler: OperationHandler<typeof generateDocument> = async ({
  body,
  context,
  deps,
  reply,
}) => {
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
    let memberDocumentId: string | null = null;
    if (body.saveToMemberFiles) {
      // Filing changes the member's documents: it needs edit on the employment part of the
      // record (docs/decisions/075-member-documents.md).
      const memberId =
        template.kind === 'member'
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
      memberDocumentId = await fileDocument(tx, deps.storage, {
        companyId: context.companyId,
        memberId,
        name,
        bytes: file,
        generationId,
        filedByMemberId: context.companyMemberId,
        uploadedByUserId: context.userId,
      });
    }
    return { file, name, generationId, version: prepared.version, memberDocumentId };
  });
  await deps.audit.record(context, {
    action: 'templates.document_generated',
    target: body.companyUserTemplateId,
    details: {
      generationId: generated.generationId,
      version: generated.version,
      memberDocumentId: generated.memberDocumentId,
    },
  });
  reply
    .header('content-type', DOCX)
    .header('content-disposition', contentDisposition('attachment', generated.name))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (generated.memberDocumentId) reply.header('x-member-document-id', generated.memberDocumentId);
  // Bytes bypass the response serializer; returning the reply tells Fastify it is sent.
  await reply.send(generated.file);
  return reply as never;
};
