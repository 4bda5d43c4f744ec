import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, documentGenerations, type documentTemplates, users } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { sanitiseFileName } from '../../platform/uploads/file-name.ts';
import { displayNameSql } from '../people/person-name.ts';
import { readCheckedDocx, type CheckedDocx } from './docx-archive.ts';
import { readCatalogueSections, type CatalogueSection } from './tag-catalogue.ts';
import { leaveRequestTemplateData, memberTemplateData, dataHash } from './template-data.ts';
import { renderTemplate } from './template-engine.ts';
import { newestVersion, templateNotFound } from './template-queries.ts';

type TemplateRow = typeof documentTemplates.$inferSelect;

/** Who a document is recorded as made by and whose name `system.generatedBy` shows. */
interface FillAuthor {
  memberId: string | null;
  name: string;
}

export interface FillOptions {
  /** By default the caller; absence file rules name the person who decided (decision 075). */
  author?: FillAuthor;
}

/** What filling a template needs once, however many documents are made from it. */
export interface PreparedFill {
  template: TemplateRow;
  versionId: string;
  version: number;
  /** The newest version's file, read through the bounded reader once for every document. */
  docx: CheckedDocx;
  sections: CatalogueSection[];
  author: FillAuthor;
}

type Load = (storageKey: string) => Promise<Buffer>;

/**
 * Prepares a template's newest version, or says why it cannot make documents: there is no
 * version, or the newest one has problems (docs/product/templates.md#validation-report).
 */
async function prepare(
  tx: Transaction,
  context: MemberContext,
  template: TemplateRow,
  load: Load,
  options: FillOptions,
): Promise<PreparedFill | 'missing' | 'problems'> {
  const newest = await newestVersion(tx, context.companyId, template.id);
  if (!newest) return 'missing';
  if (newest.version.report.problems.length > 0) return 'problems';
  const read = await readCheckedDocx(await load(newest.file.storageKey));
  if (!read.ok) return 'problems';
  const author = options.author ?? {
    memberId: context.companyMemberId,
    name: await memberName(tx, context.companyMemberId),
  };
  const sections: CatalogueSection[] =
    template.kind === 'member' ? await readCatalogueSections(tx, context.companyId) : [];
  return {
    template,
    versionId: newest.version.id,
    version: newest.version.version,
    docx: read.docx,
    sections,
    author,
  };
}

/** A member's display name ('' when there is none). */
export async function memberName(tx: Transaction, memberId: string | null): Promise<string> {
  if (!memberId) return '';
  const [row] = await tx
    .select({ name: displayNameSql })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.id, memberId));
  return row?.name ?? '';
}

/**
 * What filling a template needs once, however many documents are made from it
 * (docs/product/templates.md#generation): the newest version's bytes, the company's catalogue
 * sections and the author (the caller unless given). 409 naming `body.companyUserTemplateId`
 * when the newest version has problems.
 */
export async function prepareFill(
  tx: Transaction,
  context: MemberContext,
  template: TemplateRow,
  load: Load,
  options: FillOptions = {},
): Promise<PreparedFill> {
  const prepared = await prepare(tx, context, template, load, options);
  if (prepared === 'missing') throw templateNotFound();
  if (prepared === 'problems') {
    throw conflict('The newest version of this template has problems; upload a corrected file.', [
      { path: 'body.companyUserTemplateId', message: 'the newest version has problems' },
    ]);
  }
  return prepared;
}

/**
 * As prepareFill, for work nobody waits on (absence file rules): a template without a usable
 * version makes nothing until it is corrected, so the answer is null rather than an error.
 */
export async function prepareFillOrSkip(
  tx: Transaction,
  context: MemberContext,
  template: TemplateRow,
  load: Load,
  options: FillOptions = {},
): Promise<PreparedFill | null> {
  const prepared = await prepare(tx, context, template, load, options);
  return typeof prepared === 'string' ? null : prepared;
}

/**
 * One document for one member or leave request (404 when the caller may not see it), recorded
 * with the version, a hash of its data and its author; answers the DOCX, a file name after the
 * template and the member, and the member's name.
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
    generatedBy: prepared.author.name,
  };
  const data =
    template.kind === 'member'
      ? await memberTemplateData(input, subjectId)
      : await leaveRequestTemplateData(input, subjectId);
  const file = renderTemplate(prepared.docx, data);
  const [row] = await tx
    .insert(documentGenerations)
    .values({
      companyId: context.companyId,
      versionId: prepared.versionId,
      memberId: template.kind === 'member' ? subjectId : null,
      leaveRequestId: template.kind === 'leave_request' ? subjectId : null,
      dataSha256: dataHash(data),
      generatedByMemberId: prepared.author.memberId,
    })
    .returning({ id: documentGenerations.id });
  const member = (data as { member: { fullName: string } }).member.fullName;
  const name = sanitiseFileName(`${template.name} - ${member}.docx`) ?? 'document.docx';
  return { file, name, member, generationId: row!.id };
}
