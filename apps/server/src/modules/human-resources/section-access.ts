import { and, eq, inArray } from 'drizzle-orm';
import type { AccessLevel } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { sectionAccessRules, type AccessRole, type AccessScope } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { callerStanding, highest, RANK, type RecordAccess, type Standing } from './record-access.ts';

/*
 * The caller's level on the company's own sections of one member's record
 * (docs/product/human-resources.md#who-may-do-what). A section follows personal data (a
 * special-category one, special-category data) until the company sets rules for it; a rule can
 * never open special-category data to anyone but owners and admins.
 */

export interface SectionRef {
  id: string;
  specialCategory: boolean;
}

export interface SectionRule {
  sectionId: string | null;
  role: AccessRole;
  scope: AccessScope;
  level: AccessLevel;
}

export async function sectionLevels(
  tx: Transaction,
  context: MemberContext,
  target: string,
  access: RecordAccess,
  sections: readonly SectionRef[],
): Promise<Map<string, AccessLevel>> {
  if (sections.length === 0) return new Map();
  const rules = await tx
    .select({
      sectionId: sectionAccessRules.sectionId,
      role: sectionAccessRules.role,
      scope: sectionAccessRules.scope,
      level: sectionAccessRules.level,
    })
    .from(sectionAccessRules)
    .where(
      and(
        eq(sectionAccessRules.companyId, context.companyId),
        inArray(
          sectionAccessRules.sectionId,
          sections.map((section) => section.id),
        ),
      ),
    );
  const standing = rules.length > 0 ? await callerStanding(tx, context, target) : null;
  return levelsOfSections(standing, access, sections, rules);
}

/**
 * The level on each section for a caller of `standing` (needed only when some section has rules)
 * whose levels on the built-in parts are `access`.
 */
export function levelsOfSections(
  standing: Standing | null,
  access: RecordAccess,
  sections: readonly SectionRef[],
  rules: readonly SectionRule[],
): Map<string, AccessLevel> {
  const levels = new Map<string, AccessLevel>();
  for (const section of sections) {
    const fallback = section.specialCategory ? access.specialCategory : access.personal;
    const ofSection = rules.filter((rule) => rule.sectionId === section.id);
    let level = fallback;
    if (ofSection.length > 0 && standing) {
      level = highest(
        ofSection
          .filter((rule) => standing.roles.includes(rule.role) && standing.scopes.includes(rule.scope))
          .map((rule) => rule.level),
      );
    }
    if (section.specialCategory && RANK[level] > RANK[access.specialCategory]) level = access.specialCategory;
    levels.set(section.id, level);
  }
  return levels;
}

/** The level on one section. */
export async function sectionLevel(
  tx: Transaction,
  context: MemberContext,
  target: string,
  access: RecordAccess,
  section: SectionRef,
): Promise<AccessLevel> {
  return (await sectionLevels(tx, context, target, access, [section])).get(section.id) ?? 'none';
}
