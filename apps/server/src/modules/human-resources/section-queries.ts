import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MemberSection } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { detailEntries, detailFields, detailSections } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { entryFiles } from './entry-queries.ts';
import { canView, type RecordAccess } from './record-access.ts';
import { sectionLevels } from './section-access.ts';

/**
 * The company's own sections that the caller may view on this member's record, with the
 * member's entries and their files and the caller's level on each section
 * (docs/product/human-resources.md#who-may-do-what).
 */
export async function readMemberSections(
  tx: Transaction,
  context: MemberContext,
  memberId: string,
  access: RecordAccess,
): Promise<MemberSection[]> {
  const companyId = context.companyId;
  const all = await tx
    .select()
    .from(detailSections)
    .where(and(eq(detailSections.companyId, companyId), isNull(detailSections.archivedAt)))
    .orderBy(asc(detailSections.sortOrder), asc(detailSections.name));
  const levels = await sectionLevels(
    tx,
    context,
    memberId,
    access,
    all.map((section) => ({ id: section.id, specialCategory: section.specialCategory })),
  );
  const sections = all.filter((section) => canView(levels.get(section.id) ?? 'none'));
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
  const files = await entryFiles(
    tx,
    companyId,
    entries.map((entry) => entry.id),
  );
  return sections.map((section) => ({
    sectionId: section.id,
    tab: section.tab,
    name: section.name,
    description: section.description,
    repeatable: section.repeatable,
    access: levels.get(section.id) ?? 'none',
    fields: fields
      .filter((field) => field.sectionId === section.id)
      .map((field) => ({
        fieldId: field.id,
        label: field.label,
        type: field.type,
        options: field.options,
        helpText: field.helpText,
        required: field.required,
        expiry: field.marksExpiry,
      })),
    entries: entries
      .filter((entry) => entry.sectionId === section.id)
      .map((entry) => ({ entryId: entry.id, values: entry.values, files: files.get(entry.id) ?? [] })),
  }));
}
