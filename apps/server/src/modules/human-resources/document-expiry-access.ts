import type { Transaction } from '../../db/database.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { DocumentExpiry } from './document-expiry-queries.ts';
import { canView, recordAccess, type RecordAccess } from './record-access.ts';
import { sectionLevel } from './section-access.ts';

/**
 * The documents `viewer` may see: those whose section of the member's record the section access
 * rules let them view (docs/product/human-resources.md#who-may-do-what).
 */
export async function visibleDocuments(
  tx: Transaction,
  viewer: MemberContext,
  documents: readonly DocumentExpiry[],
): Promise<DocumentExpiry[]> {
  const records = new Map<string, RecordAccess>();
  const visible: DocumentExpiry[] = [];
  for (const document of documents) {
    let access = records.get(document.memberId);
    if (!access) {
      access = await recordAccess(tx, viewer, document.memberId);
      records.set(document.memberId, access);
    }
    const level = await sectionLevel(tx, viewer, document.memberId, access, {
      id: document.sectionId,
      specialCategory: document.specialCategory,
    });
    if (canView(level)) visible.push(document);
  }
  return visible;
}

/**
 * Whether `member` sees this document of their own on their profile: as on `account/profile`,
 * by the rules for their own record and never a special-category section.
 */
export async function seesOwnDocument(
  tx: Transaction,
  member: MemberContext,
  document: DocumentExpiry,
): Promise<boolean> {
  const access = await recordAccess(tx, member, member.companyMemberId);
  const own: RecordAccess = { ...access, specialCategory: 'none' };
  const level = await sectionLevel(tx, member, member.companyMemberId, own, {
    id: document.sectionId,
    specialCategory: document.specialCategory,
  });
  return canView(level);
}
