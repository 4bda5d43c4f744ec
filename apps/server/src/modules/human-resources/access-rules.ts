import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  defaultAccessRules,
  fullMatrix,
  type AccessRule,
  type BuiltInPart,
  type AccessRulePart,
} from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { detailSections, sectionAccessRules, type BuiltInSection } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';

/*
 * A company's access rules (docs/product/human-resources.md#access-rules): read and replaced per
 * part. Stored rules replace a part's defaults (record-access.ts, section-access.ts apply them);
 * a part with rules always holds all of its role × scope cells, so "none" is kept as written.
 */

interface SectionRow {
  id: string;
  name: string;
  tab: AccessRulePart['tab'];
  specialCategory: boolean;
}

type StoredRule = AccessRule & { builtInSection: BuiltInSection | null; sectionId: string | null };

export async function readSections(tx: Transaction, companyId: string): Promise<SectionRow[]> {
  return tx
    .select({
      id: detailSections.id,
      name: detailSections.name,
      tab: detailSections.tab,
      specialCategory: detailSections.specialCategory,
    })
    .from(detailSections)
    .where(and(eq(detailSections.companyId, companyId), isNull(detailSections.archivedAt)))
    .orderBy(asc(detailSections.sortOrder), asc(detailSections.createdAt));
}

export async function readRules(tx: Transaction, companyId: string): Promise<StoredRule[]> {
  return tx
    .select({
      builtInSection: sectionAccessRules.builtInSection,
      sectionId: sectionAccessRules.sectionId,
      role: sectionAccessRules.role,
      scope: sectionAccessRules.scope,
      level: sectionAccessRules.level,
    })
    .from(sectionAccessRules)
    .where(eq(sectionAccessRules.companyId, companyId));
}

/** Every part of the record with the rules in force, built-in parts first, then the sections in order. */
export function partsOf(sections: readonly SectionRow[], stored: readonly StoredRule[]): AccessRulePart[] {
  const builtIn = (key: BuiltInPart): AccessRulePart => {
    const own = stored.filter((rule) => rule.builtInSection === key);
    const defaults = defaultAccessRules(key);
    return {
      part: key,
      kind: 'built_in',
      name: null,
      tab: null,
      specialCategory: key === 'special_category',
      customised: own.length > 0,
      rules: own.length > 0 ? fullMatrix(own) : defaults,
      defaults,
      follows: null,
      editable: key !== 'special_category',
    };
  };
  const personal = builtIn('personal');
  const special = builtIn('special_category');
  const sectionParts = sections.map((section): AccessRulePart => {
    const own = stored.filter((rule) => rule.sectionId === section.id);
    const followed = section.specialCategory ? special : personal;
    return {
      part: section.id,
      kind: 'section',
      name: section.name,
      tab: section.tab,
      specialCategory: section.specialCategory,
      customised: own.length > 0,
      rules: own.length > 0 ? fullMatrix(own) : followed.rules,
      defaults: followed.rules,
      follows: section.specialCategory ? 'special_category' : 'personal',
      editable: true,
    };
  });
  return [personal, special, builtIn('employment'), builtIn('administration'), ...sectionParts];
}

/** The part named by `part`: a ruled built-in key, or a live section of the caller's company (else 404). */
export async function partOf(tx: Transaction, context: MemberContext, part: string): Promise<AccessRulePart> {
  const sections = await readSections(tx, context.companyId);
  const found = partsOf(sections, await readRules(tx, context.companyId)).find(
    (candidate) => candidate.part === part,
  );
  if (!found || !found.editable) throw notFound('The section');
  return found;
}

/** The stored rules of one part of the company's record. */
export const partCondition = (companyId: string, part: AccessRulePart) =>
  and(
    eq(sectionAccessRules.companyId, companyId),
    part.kind === 'section'
      ? eq(sectionAccessRules.sectionId, part.part)
      : and(
          isNull(sectionAccessRules.sectionId),
          eq(sectionAccessRules.builtInSection, part.part as BuiltInSection),
        ),
  );
