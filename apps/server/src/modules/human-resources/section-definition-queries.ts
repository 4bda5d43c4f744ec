import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DetailSectionDefinition } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { detailFields, detailSections } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';

/** The company's live sections (or those named), in order, with their live fields. */
export async function readSectionDefinitions(
  tx: Transaction,
  companyId: string,
  sectionIds?: readonly string[],
): Promise<DetailSectionDefinition[]> {
  if (sectionIds && sectionIds.length === 0) return [];
  const sections = await tx
    .select({
      section: detailSections,
      entryCount: sql<number>`(select count(*)::int from detail_entries counted
        where counted.section_id = "detail_sections"."id")`,
    })
    .from(detailSections)
    .where(
      and(
        eq(detailSections.companyId, companyId),
        isNull(detailSections.archivedAt),
        sectionIds ? inArray(detailSections.id, [...sectionIds]) : undefined,
      ),
    )
    .orderBy(asc(detailSections.sortOrder), asc(detailSections.name));
  if (sections.length === 0) return [];
  const fields = await tx
    .select({
      field: detailFields,
      // Written out: drizzle leaves columns of a one-table select unqualified, which the
      // subquery would read as its own.
      inUse: sql<boolean>`exists (select 1 from detail_entries used
        where used.section_id = "detail_fields"."section_id"
          and jsonb_exists(used.values, "detail_fields"."id"::text))`,
    })
    .from(detailFields)
    .where(
      and(
        inArray(
          detailFields.sectionId,
          sections.map(({ section }) => section.id),
        ),
        isNull(detailFields.archivedAt),
      ),
    )
    .orderBy(asc(detailFields.sortOrder));
  return sections.map(({ section, entryCount }) => ({
    sectionId: section.id,
    name: section.name,
    description: section.description,
    tab: section.tab,
    repeatable: section.repeatable,
    specialCategory: section.specialCategory,
    sortOrder: section.sortOrder,
    entryCount: Number(entryCount),
    fields: fields
      .filter(({ field }) => field.sectionId === section.id)
      .map(({ field, inUse }) => ({
        fieldId: field.id,
        label: field.label,
        type: field.type,
        options: field.options,
        helpText: field.helpText,
        required: field.required,
        expiry: field.marksExpiry,
        inUse: Boolean(inUse),
      })),
  }));
}

/** One live section of the company, or 404. */
export async function sectionDefinition(
  tx: Transaction,
  companyId: string,
  sectionId: string,
): Promise<DetailSectionDefinition> {
  const [found] = await readSectionDefinitions(tx, companyId, [sectionId]);
  if (!found) throw notFound('The section');
  return found;
}
