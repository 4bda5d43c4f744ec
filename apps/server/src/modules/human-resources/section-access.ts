import { and, eq, inArray } from 'drizzle-orm';
import type { AccessLevel } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { sectionAccessRules } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { callerStanding, highest, RANK, type RecordAccess } from './record-access.ts';

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

export async function sectionLevels(
  tx: Transaction,
  context: MemberContext,
  target: string,
  access: RecordAccess,
  sections: readonly SectionRef[],
): Promise<Map<string, AccessLevel>> {
  const levels = new Map<string, AccessLevel>();
  if (sections.length === 0) return levels;
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
