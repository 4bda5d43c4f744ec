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
