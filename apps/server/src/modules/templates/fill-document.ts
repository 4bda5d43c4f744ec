import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, documentGenerations, type documentTemplates, users } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { sanitiseFileName } from '../../platform/uploads/file-name.ts';
import { displayNameSql } from '../people/person-name.ts';
import { readCatalogueSections, type CatalogueSection } from './tag-catalogue.ts';
import { leaveRequestTemplateData, memberTemplateData, dataHash } from './template-data.ts';
import { renderTemplate } from './template-engine.ts';
import { newestVersion, templateNotFound } from './template-queries.ts';

type TemplateRow = typeof documentTemplates.$inferSelect;

/**
 * What filling a template needs once, however many documents are made from it
 * (docs/product/templates.md#generation): the newest version's bytes, the company's catalogue
 * sections and the caller's name. 409 naming `body.companyUserTemplateId` when the newest
 * version has problems.
 */
export async function prepareFill(
  tx: Transaction,
  context: MemberContext,
  template: TemplateRow,
  load: (storageKey: string) => Promise<Buffer>,
) {
  const newest = await newestVersion(tx, context.companyId, template.id);
  if (!newest) throw templateNotFound();
  if (newest.version.report.problems.length > 0) {
    throw conflict('The newest version of this template has problems; upload a corrected file.', [
      { path: 'body.companyUserTemplateId', message: 'the newest version has problems' },
    ]);
  }
  const [me] = await tx
    .select({ name: displayNameSql })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.id, context.companyMemberId));
  const sections: CatalogueSection[] =
    template.kind === 'member' ? await readCatalogueSections(tx, context.companyId) : [];
  return {
    template,
    versionId: newest.version.id,
    version: newest.version.version,
    bytes: await load(newest.file.storageKey),
    sections,
    generatedBy: me?.name ?? '',
  };
}

export type PreparedFill = Awaited<ReturnType<typeof prepareFill>>;

/**
 * One document for one member or leave request (404 when the caller may not see it), recorded
 * with the version and a hash of its data; answers the DOCX and a file name after the template
 * and the member.
 */
export async function fillDocument(
  tx: Transaction,
  context: MemberContext,
  prepared: PreparedFill,
  subjectId: string,
) {
  const { template } = prepared;
  const input = {
    tx,
    context,
    language: template.language,
    sections: prepared.sections,
    generatedBy: prepared.generatedBy,
  };
  const data =
    template.kind === 'member'
      ? await memberTemplateData(input, subjectId)
      : await leaveRequestTemplateData(input, subjectId);
  const file = renderTemplate(prepared.bytes, data);
  const [row] = await tx
    .insert(documentGenerations)
    .values({
      companyId: context.companyId,
      versionId: prepared.versionId,
      memberId: template.kind === 'member' ? subjectId : null,
      leaveRequestId: template.kind === 'leave_request' ? subjectId : null,
      dataSha256: dataHash(data),
      generatedByMemberId: context.companyMemberId,
    })
    .returning({ id: documentGenerations.id });
  const member = (data as { member: { fullName: string } }).member.fullName;
  const name = sanitiseFileName(`${template.name} - ${member}.docx`) ?? 'document.docx';
  return { file, name, member, generationId: row!.id };
}
