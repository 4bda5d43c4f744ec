import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MemberSection } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { detailEntries, detailFields, detailSections } from '../../db/schema/index.ts';
import { canView, type RecordAccess } from './record-access.ts';

/**
 * The company's own sections that `access` lets the caller view, with the member's entries.
 * A section follows the level of personal data, and one of special-category data (health and
 * the like) that of special-category data.
 */
export async function readMemberSections(
  tx: Transaction,
  companyId: string,
  memberId: string,
  access: RecordAccess,
): Promise<MemberSection[]> {
  const sections = (
    await tx
      .select()
      .from(detailSections)
      .where(and(eq(detailSections.companyId, companyId), isNull(detailSections.archivedAt)))
      .orderBy(asc(detailSections.sortOrder), asc(detailSections.name))
  ).filter((section) => canView(section.specialCategory ? access.specialCategory : access.personal));
  if (sections.length === 0) return [];
  const ids = sections.map((section) => section.id);
  const fields = await tx
    .select()
    .from(detailFields)
    .where(and(inArray(detailFields.sectionId, ids), isNull(detailFields.archivedAt)))
    .orderBy(asc(detailFields.sortOrder));
  const entries = await tx
    .select()
    .from(detailEntries)
    .where(
      and(
        eq(detailEntries.companyId, companyId),
        eq(detailEntries.memberId, memberId),
        inArray(detailEntries.sectionId, ids),
      ),
    )
    .orderBy(asc(detailEntries.sortOrder), asc(detailEntries.createdAt));
  return sections.map((section) => ({
    sectionId: section.id,
    tab: section.tab,
    name: section.name,
    description: section.description,
    repeatable: section.repeatable,
    fields: fields
      .filter((field) => field.sectionId === section.id)
      .map((field) => ({
        fieldId: field.id,
        label: field.label,
        type: field.type,
        options: field.options,
        helpText: field.helpText,
        required: field.required,
      })),
    entries: entries
      .filter((entry) => entry.sectionId === section.id)
      .map((entry) => ({ entryId: entry.id, values: entry.values })),
  }));
}
