import { and, eq } from 'drizzle-orm';
import type { MemberPicture } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { memberRecords, storedFiles } from '../../db/schema/index.ts';
import { pictureUrl } from '../people/person-picture.ts';

/*
 * Profile pictures (docs/product/human-resources.md#profile-pictures): setting, replacing and
 * removing a member's picture. How lists show it is people/person-picture.ts.
 */

/** The member's current picture file, if any. */
export async function findPicture(tx: Transaction, companyId: string, memberId: string) {
  const [row] = await tx
    .select({ file: storedFiles })
    .from(memberRecords)
    .innerJoin(storedFiles, eq(storedFiles.id, memberRecords.pictureFileId))
    .where(and(eq(memberRecords.companyId, companyId), eq(memberRecords.memberId, memberId)));
  return row?.file ?? null;
}

/** Points the member at `fileId`; deletes the picture it replaces and answers its storage key. */
export async function setPicture(
  tx: Transaction,
  companyId: string,
  memberId: string,
  fileId: string,
): Promise<string | null> {
  const previous = await findPicture(tx, companyId, memberId);
  await tx
    .insert(memberRecords)
    .values({ companyId, memberId, pictureFileId: fileId })
    .onConflictDoUpdate({
      target: [memberRecords.companyId, memberRecords.memberId],
      set: { pictureFileId: fileId },
    });
  if (!previous) return null;
  await tx.delete(storedFiles).where(eq(storedFiles.id, previous.id));
  return previous.storageKey;
}

/** Removes the member's picture (the column clears with the file); answers it, or null. */
export async function removePicture(tx: Transaction, companyId: string, memberId: string) {
  const current = await findPicture(tx, companyId, memberId);
  if (!current) return null;
  await tx.delete(storedFiles).where(eq(storedFiles.id, current.id));
  return current;
}

export function memberPicture(companyMemberId: string, fileId: string | null): MemberPicture {
  return { companyMemberId, pictureUrl: pictureUrl(fileId) };
}

/** A picture file of a member of the company, or null. */
export async function pictureById(tx: Transaction, companyId: string, fileId: string) {
  const [row] = await tx
    .select({ file: storedFiles })
    .from(memberRecords)
    .innerJoin(storedFiles, eq(storedFiles.id, memberRecords.pictureFileId))
    .where(and(eq(memberRecords.companyId, companyId), eq(memberRecords.pictureFileId, fileId)));
  return row?.file ?? null;
}
