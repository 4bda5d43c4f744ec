import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  checkEntryValues,
  getDetailFile,
  type AccessLevel,
  type DetailEntry,
  type DetailFile,
  type DetailSectionDefinition,
  type DetailValue,
} from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { detailEntries, detailEntryFiles, memberRecordAudit, storedFiles } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../platform/errors/app-error.ts';
import { recordAccess } from './record-access.ts';
import { sectionLevel } from './section-access.ts';
import { sectionDefinition } from './section-definition-queries.ts';

/** The API path of a section file. */
export const detailFileUrl = (fileId: string): string => getDetailFile.path.replace(':fileId', fileId);

/** The files of the given entries, per entry. */
export async function entryFiles(
  tx: Transaction,
  companyId: string,
  entryIds: readonly string[],
): Promise<Map<string, DetailFile[]>> {
  const byEntry = new Map<string, DetailFile[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await tx
    .select({
      entryId: detailEntryFiles.entryId,
      fieldId: detailEntryFiles.fieldId,
      file: {
        id: storedFiles.id,
        name: storedFiles.name,
        size: storedFiles.size,
        contentType: storedFiles.contentType,
      },
    })
    .from(detailEntryFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, detailEntryFiles.fileId))
    .where(and(eq(detailEntryFiles.companyId, companyId), inArray(detailEntryFiles.entryId, [...entryIds])))
    .orderBy(asc(detailEntryFiles.createdAt), asc(storedFiles.name));
  for (const row of rows) {
    const list = byEntry.get(row.entryId) ?? [];
    list.push({
      fileId: row.file.id,
      fieldId: row.fieldId,
      name: row.file.name,
      size: row.file.size,
      contentType: row.file.contentType,
      url: detailFileUrl(row.file.id),
    });
    byEntry.set(row.entryId, list);
  }
  return byEntry;
}

export async function readEntry(tx: Transaction, companyId: string, entryId: string): Promise<DetailEntry> {
  const [row] = await tx
    .select({ id: detailEntries.id, values: detailEntries.values })
    .from(detailEntries)
    .where(and(eq(detailEntries.companyId, companyId), eq(detailEntries.id, entryId)));
  if (!row) throw notFound('The entry');
  return {
    entryId: row.id,
    values: row.values,
    files: (await entryFiles(tx, companyId, [row.id])).get(row.id) ?? [],
  };
}

/** A live section of the company with the caller's level on it for `memberId`; 404 otherwise. */
export async function sectionForMember(
  tx: Transaction,
  context: MemberContext,
  memberId: string,
  sectionId: string,
): Promise<{ section: DetailSectionDefinition; level: AccessLevel }> {
  const access = await recordAccess(tx, context, memberId);
  const section = await sectionDefinition(tx, context.companyId, sectionId);
  const level = await sectionLevel(tx, context, memberId, access, {
    id: section.sectionId,
    specialCategory: section.specialCategory,
  });
  // A section the caller may not even see is not theirs to know about.
  if (level === 'none') throw notFound('The section');
  return { section, level };
}

export function requireEdit(level: AccessLevel): void {
  if (level !== 'edit') throw forbidden('You may not change entries of this section.');
}

/** The values checked against the section's fields; 400 naming `body.values.<fieldId>` otherwise. */
export function checkedValues(
  section: DetailSectionDefinition,
  values: Record<string, DetailValue>,
): Record<string, DetailValue> {
  const { values: checked, issues } = checkEntryValues(section.fields, values);
  if (issues.length > 0) {
    // A value for a field the section does not have is named as such, never by its id.
    const label = (fieldId: string) =>
      section.fields.find((field) => field.fieldId === fieldId)?.label ??
      'a field this section does not have';
    throw validationFailed(
      `Check ${issues.map((issue) => label(issue.fieldId)).join(', ')}.`,
      issues.map((issue) => ({ path: `body.values.${issue.fieldId}`, message: issue.message })),
    );
  }
  return checked;
}

/** 409 when the section is not repeatable and the member has an entry in it already. */
export async function checkRoomForEntry(
  tx: Transaction,
  companyId: string,
  memberId: string,
  section: DetailSectionDefinition,
): Promise<void> {
  if (section.repeatable) return;
  const [existing] = await tx
    .select({ id: detailEntries.id })
    .from(detailEntries)
    .where(
      and(
        eq(detailEntries.companyId, companyId),
        eq(detailEntries.memberId, memberId),
        eq(detailEntries.sectionId, section.sectionId),
      ),
    )
    .limit(1);
  if (existing) {
    throw conflict('This section holds one entry per member; change the one there is.', [
      { path: 'params.sectionId', message: 'holds one entry per member' },
    ]);
  }
}

/** Writes a line of the record's history about an entry. */
export async function auditEntry(
  tx: Transaction,
  context: MemberContext,
  memberId: string,
  sectionId: string,
  details: Record<string, unknown>,
  kind: 'change' | 'proposal' = 'change',
): Promise<void> {
  await tx.insert(memberRecordAudit).values({
    companyId: context.companyId,
    memberId,
    actorUserId: context.userId,
    kind,
    section: sectionId,
    details,
  });
}
