import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TemplateDetail, TemplateKind, TemplateSummary } from '@atrium/contract/templates';
import type { Transaction } from '../../db/database.ts';
import {
  companyMembers,
  documentTemplates,
  documentTemplateVersions,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { displayNameSql } from '../people/person-name.ts';

export const templateNotFound = () => notFound('The template');

/** Where a template file is downloaded (templates_DownloadTemplateVersion). */
export const templateFileUrl = (fileId: string) => `/api/Templates/version/download?fileId=${fileId}`;

/** A template of the company, or null (another company's is not found either). */
export async function findTemplate(
  tx: Transaction,
  companyId: string,
  templateId: string,
  options: { lock?: boolean } = {},
) {
  const query = tx
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.companyId, companyId), eq(documentTemplates.id, templateId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The newest version of a template with its stored file. */
export async function newestVersion(tx: Transaction, companyId: string, templateId: string) {
  const [row] = await tx
    .select({ version: documentTemplateVersions, file: storedFiles })
    .from(documentTemplateVersions)
    .innerJoin(
      storedFiles,
      and(
        eq(storedFiles.companyId, documentTemplateVersions.companyId),
        eq(storedFiles.id, documentTemplateVersions.fileId),
      ),
    )
    .where(
      and(
        eq(documentTemplateVersions.companyId, companyId),
        eq(documentTemplateVersions.templateId, templateId),
      ),
    )
    .orderBy(desc(documentTemplateVersions.version))
    .limit(1);
  return row ?? null;
}

async function versionsOf(tx: Transaction, companyId: string, templateIds: string[]) {
  if (templateIds.length === 0) return [];
  return tx
    .select({
      id: documentTemplateVersions.id,
      fileId: documentTemplateVersions.fileId,
      templateId: documentTemplateVersions.templateId,
      version: documentTemplateVersions.version,
      report: documentTemplateVersions.report,
      createdAt: documentTemplateVersions.createdAt,
      fileName: storedFiles.name,
      size: storedFiles.size,
      createdBy: displayNameSql,
    })
    .from(documentTemplateVersions)
    .innerJoin(
      storedFiles,
      and(
        eq(storedFiles.companyId, documentTemplateVersions.companyId),
        eq(storedFiles.id, documentTemplateVersions.fileId),
      ),
    )
    .leftJoin(companyMembers, eq(companyMembers.id, documentTemplateVersions.createdByMemberId))
    .leftJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(documentTemplateVersions.companyId, companyId),
        inArray(documentTemplateVersions.templateId, templateIds),
      ),
    )
    .orderBy(desc(documentTemplateVersions.version));
}

type TemplateRow = typeof documentTemplates.$inferSelect;
type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

function summary(template: TemplateRow, versions: VersionRow[]): TemplateSummary {
  const newest = versions[0];
  return {
    companyUserTemplateId: template.id,
    name: template.name,
    kind: template.kind,
    language: template.language,
    version: newest?.version ?? 0,
    updatedAt: (newest?.createdAt ?? template.updatedAt).toISOString(),
    unknownTags: newest?.report.unknown.length ?? 0,
    problems: newest?.report.problems.length ?? 0,
  };
}

/** The company's templates of a kind, by name. */
export async function readTemplates(tx: Transaction, companyId: string, kind: TemplateKind) {
  const templates = await tx
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.companyId, companyId), eq(documentTemplates.kind, kind)))
    .orderBy(asc(documentTemplates.name));
  const versions = await versionsOf(
    tx,
    companyId,
    templates.map((template) => template.id),
  );
  return templates.map((template) =>
    summary(
      template,
      versions.filter((version) => version.templateId === template.id),
    ),
  );
}

/** One template with its versions, newest first. */
export async function readTemplateDetail(tx: Transaction, template: TemplateRow): Promise<TemplateDetail> {
  const versions = await versionsOf(tx, template.companyId, [template.id]);
  return {
    ...summary(template, versions),
    versions: versions.map((version) => ({
      versionId: version.id,
      version: version.version,
      fileName: version.fileName,
      size: version.size,
      url: templateFileUrl(version.fileId),
      createdAt: version.createdAt.toISOString(),
      createdBy: version.createdBy || null,
      report: version.report,
    })),
  };
}
