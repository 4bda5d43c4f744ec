import { and, eq, ne } from 'drizzle-orm';
import type { AbsenceFileRuleBody } from '@atrium/contract/member-documents';
import type { Transaction } from '../../db/database.ts';
import { absenceFileRules, documentTemplates, leaveTypes } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { DocumentConverter } from '../../platform/documents/document-converter.ts';
import { conflict, notFound, validationFailed } from '../../platform/errors/app-error.ts';

/*
 * Absence file generation rules (docs/product/templates.md#absence-file-generation-rules): a leave
 * type's state change files a document made from a leave request template.
 */

type RuleRow = typeof absenceFileRules.$inferSelect;

export const toRule = (row: RuleRow) => ({
  absenceFileRuleId: row.id,
  leaveTypeId: row.leaveTypeId,
  stateChange: row.stateChange,
  companyUserTemplateId: row.templateId,
  withPdf: row.withPdf,
});

/** A rule that files PDFs needs a server that makes them (docs/product/templates.md#pdf). */
export function checkRulePdf(body: AbsenceFileRuleBody, documents: Pick<DocumentConverter, 'pdfAvailable'>) {
  if (body.withPdf && !documents.pdfAvailable) {
    throw validationFailed('This server makes no PDF documents.', [
      { path: 'body.withPdf', message: 'PDF output is not available on this server' },
    ]);
  }
}

/** The leave type and template must be the company's (404) and the template a leave request one (400). */
export async function checkRuleBody(
  tx: Transaction,
  context: MemberContext,
  body: AbsenceFileRuleBody,
  ruleId: string | null,
) {
  const [type] = await tx
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.companyId, context.companyId), eq(leaveTypes.id, body.leaveTypeId)));
  if (!type) throw notFound('The leave type (body.leaveTypeId)');
  const [template] = await tx
    .select({ kind: documentTemplates.kind })
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.companyId, context.companyId),
        eq(documentTemplates.id, body.companyUserTemplateId),
      ),
    );
  if (!template) throw notFound('The template (body.companyUserTemplateId)');
  if (template.kind !== 'leave_request') {
    throw validationFailed('The template must be a leave request template.', [
      { path: 'body.companyUserTemplateId', message: 'must be a leave request template' },
    ]);
  }
  const [same] = await tx
    .select({ id: absenceFileRules.id })
    .from(absenceFileRules)
    .where(
      and(
        eq(absenceFileRules.companyId, context.companyId),
        eq(absenceFileRules.leaveTypeId, body.leaveTypeId),
        eq(absenceFileRules.stateChange, body.stateChange),
        eq(absenceFileRules.templateId, body.companyUserTemplateId),
        ruleId ? ne(absenceFileRules.id, ruleId) : undefined,
      ),
    );
  if (same) {
    throw conflict('The same rule exists already.', [
      {
        path: 'body.companyUserTemplateId',
        message: 'this leave type and state change already use this template',
      },
    ]);
  }
}
