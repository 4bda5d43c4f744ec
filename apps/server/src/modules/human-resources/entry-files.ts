import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  uploadMemberDetailFile,
  uploadMyDetailFile,
  type DetailSectionDefinition,
  type DetailValue,
} from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { detailEntryFiles, storedFiles, uploadSessions } from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';

/*
 * Files of file fields (docs/product/human-resources.md#file-fields). A file is uploaded first,
 * through the chunked upload for a member and a section; saving the entry then names it in the
 * field's value and it becomes a row of detail_entry_files. An id is accepted only if it is a file
 * the same person uploaded for that member and section and no entry holds it yet.
 */

/** Who vouches for files not yet in the entry: the uploader, or an approved proposal's check. */
export type FileOrigin =
  | { kind: 'upload'; uploaderUserId: string; uploaderMemberId: string; memberId: string }
  | { kind: 'proposal' };

/** field id → file ids, for the file fields of `section` that `values` fills. */
export function filesByField(
  section: DetailSectionDefinition,
  values: Record<string, DetailValue>,
): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const field of section.fields) {
    const value = values[field.fieldId];
    if (field.type === 'file' && Array.isArray(value)) byField.set(field.fieldId, value);
  }
  return byField;
}

const refuse = (fieldId: string) =>
  validationFailed('A file was not uploaded for this section.', [
    { path: `body.values.${fieldId}`, message: 'must be files uploaded for this section' },
  ]);

/** 400 naming the field unless every new file id may join this entry. */
export async function checkNewFiles(
  tx: Transaction,
  companyId: string,
  section: DetailSectionDefinition,
  wanted: Map<string, string[]>,
  attached: Map<string, string[]>,
  origin: FileOrigin,
): Promise<void> {
  for (const [fieldId, ids] of wanted) {
    const fresh = ids.filter((id) => !(attached.get(fieldId) ?? []).includes(id));
    if (fresh.length === 0) continue;
    const held = await tx
      .select({ fileId: detailEntryFiles.fileId })
      .from(detailEntryFiles)
      .where(and(eq(detailEntryFiles.companyId, companyId), inArray(detailEntryFiles.fileId, fresh)));
    if (held.length > 0) throw refuse(fieldId);
    if (origin.kind === 'proposal') {
      const found = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.companyId, companyId),
            eq(storedFiles.kind, 'file'),
            inArray(storedFiles.id, fresh),
          ),
        );
      if (found.length !== fresh.length) throw refuse(fieldId);
      continue;
    }
    const own = origin.uploaderMemberId === origin.memberId;
    const sessions = await tx
      .select({ fileId: uploadSessions.completedFileId })
      .from(uploadSessions)
      .where(
        and(
          eq(uploadSessions.companyId, companyId),
          eq(uploadSessions.userId, origin.uploaderUserId),
          inArray(uploadSessions.completedFileId, fresh),
          sql`${uploadSessions.fields}->>'companyDetailSectionId' = ${section.sectionId}`,
          sql`(
            (${uploadSessions.operationId} = ${uploadMemberDetailFile.operationId}
              and ${uploadSessions.fields}->>'companyMemberId' = ${origin.memberId})
            or (${uploadSessions.operationId} = ${uploadMyDetailFile.operationId} and ${own})
          )`,
        ),
      );
    if (new Set(sessions.map((row) => row.fileId)).size !== fresh.length) throw refuse(fieldId);
  }
}

/** The files an entry holds now in the section's live file fields, by field. */
export async function attachedFiles(
  tx: Transaction,
  companyId: string,
  section: DetailSectionDefinition,
  entryId: string,
): Promise<Map<string, string[]>> {
  const live = new Set(section.fields.filter((field) => field.type === 'file').map((field) => field.fieldId));
  const rows = await tx
    .select({ fieldId: detailEntryFiles.fieldId, fileId: detailEntryFiles.fileId })
    .from(detailEntryFiles)
    .where(and(eq(detailEntryFiles.companyId, companyId), eq(detailEntryFiles.entryId, entryId)));
  const byField = new Map<string, string[]>();
  for (const row of rows) {
    if (live.has(row.fieldId)) byField.set(row.fieldId, [...(byField.get(row.fieldId) ?? []), row.fileId]);
  }
  return byField;
}

/**
 * Makes the entry's file rows match `wanted`: new ones linked, the ones no longer named deleted
 * with their stored file. Answers the storage keys to delete once the transaction commits.
 */
export async function syncEntryFiles(
  tx: Transaction,
  companyId: string,
  entryId: string,
  wanted: Map<string, string[]>,
  attached: Map<string, string[]>,
): Promise<string[]> {
  const rows = [...wanted].flatMap(([fieldId, ids]) =>
    ids
      .filter((id) => !(attached.get(fieldId) ?? []).includes(id))
      .map((fileId) => ({ companyId, entryId, fieldId, fileId })),
  );
  if (rows.length > 0) await tx.insert(detailEntryFiles).values(rows);
  const dropped = [...attached].flatMap(([fieldId, ids]) =>
    ids.filter((id) => !(wanted.get(fieldId) ?? []).includes(id)),
  );
  return deleteStoredFiles(tx, companyId, dropped);
}

/** Deletes stored files (their entry links go with them); answers their storage keys. */
export async function deleteStoredFiles(
  tx: Transaction,
  companyId: string,
  fileIds: readonly string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const removed = await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, [...fileIds])))
    .returning({ storageKey: storedFiles.storageKey });
  return removed.map((row) => row.storageKey);
}
