import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  builtinTags,
  TEMPLATE_FILTERS,
  type TagCatalogue,
  type TagCatalogueEntry,
  type TemplateKind,
} from '@atrium/contract/templates';
import type { Transaction } from '../../db/database.ts';
import { detailFields, detailSections } from '../../db/schema/index.ts';

/** A field of the company's HR detail sections, with the name its tag uses. */
interface CatalogueField {
  fieldId: string;
  key: string;
  label: string;
  type: string;
}

export interface CatalogueSection {
  sectionId: string;
  key: string;
  name: string;
  repeatable: boolean;
  fields: CatalogueField[];
}

/**
 * A label as a tag name: lower case, letters and digits of any script kept, the rest joined by
 * `_` ("Driving licence" → `driving_licence`, "Возачка дозвола" → `возачка_дозвола`); a name
 * already taken gets `_2`, `_3`, … in the order of the sections or fields.
 */
function keyOf(label: string, taken: Set<string>): string {
  const base =
    label
      .normalize('NFKC')
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(\p{N})/u, '_$1') || 'field';
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
  taken.add(key);
  return key;
}

/**
 * The company's own HR detail sections and their fields, as templates may use them: sections of
 * special-category data and file fields are left out (docs/product/templates.md#tags).
 */
export async function readCatalogueSections(tx: Transaction, companyId: string): Promise<CatalogueSection[]> {
  const sections = await tx
    .select()
    .from(detailSections)
    .where(
      and(
        eq(detailSections.companyId, companyId),
        isNull(detailSections.archivedAt),
        eq(detailSections.specialCategory, false),
      ),
    )
    .orderBy(asc(detailSections.sortOrder), asc(detailSections.name));
  if (sections.length === 0) return [];
  const fields = await tx
    .select()
    .from(detailFields)
    .where(
      and(
        inArray(
          detailFields.sectionId,
          sections.map((section) => section.id),
        ),
        isNull(detailFields.archivedAt),
      ),
    )
    .orderBy(asc(detailFields.sortOrder));
  const sectionKeys = new Set<string>();
  return sections.map((section) => {
    const fieldKeys = new Set<string>();
    return {
      sectionId: section.id,
      key: keyOf(section.name, sectionKeys),
      name: section.name,
      repeatable: section.repeatable,
      fields: fields
        .filter((field) => field.sectionId === section.id && field.type !== 'file')
        .map((field) => ({
          fieldId: field.id,
          key: keyOf(field.label, fieldKeys),
          label: field.label,
          type: field.type,
        })),
    };
  });
}

/**
 * Every tag of a kind: the built-in ones and the company's sections — a repeatable section is a
 * loop `{{#section.<name>}}…{{/section.<name>}}` over its entries, another one's fields are
 * `{{section.<name>.<field>}}`.
 */
export function tagCatalogue(kind: TemplateKind, sections: readonly CatalogueSection[]): TagCatalogue {
  const tags: TagCatalogueEntry[] = builtinTags(kind);
  const at = tags.findIndex((entry) => entry.group === 'company');
  const own: TagCatalogueEntry[] = [];
  for (const section of sections) {
    const loop = `section.${section.key}`;
    if (section.repeatable) {
      own.push({ tag: loop, group: 'section', loop: true, parent: null, label: section.name });
    }
    for (const field of section.fields) {
      own.push({
        tag: section.repeatable ? field.key : `${loop}.${field.key}`,
        group: 'section',
        loop: false,
        parent: section.repeatable ? loop : null,
        label: `${section.name} · ${field.label}`,
      });
    }
  }
  tags.splice(at, 0, ...own);
  return { tags, filters: [...TEMPLATE_FILTERS] };
}
