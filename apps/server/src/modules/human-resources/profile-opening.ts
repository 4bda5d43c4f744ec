import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@atrium/contract/access';
import type { AccessLevel } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import {
  companyMembers,
  departments,
  detailSections,
  sectionAccessRules,
  type AccessScope,
} from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import {
  accessRoles,
  builtInRules,
  callerReach,
  canView,
  levelsOf,
  scopesOf,
  type CallerReach,
  type RecordAccess,
  type Standing,
} from './record-access.ts';
import { levelsOfSections } from './section-access.ts';

/*
 * Who may open a member's profile (docs/product/human-resources.md#profile): whoever may view any
 * built-in part of the record or any of the company's sections on it. The profile asks it of one
 * member; the member list asks it of the whole company in its query, from the same levels.
 */

/** Whether levels `access` on the parts and `sections` on the sections open the profile. */
export const opensProfile = (access: RecordAccess, sections: Iterable<AccessLevel>): boolean =>
  Object.values(access).some(canView) || [...sections].some(canView);

/** Conditions on company_members (joined with departments on its department), undefined for "everyone". */
export interface MemberVisibility {
  /** The members whose profile the caller may open. */
  opens: SQL | undefined;
  /** The members whose employment the caller may view (the list's employment columns and filter). */
  employment: SQL | undefined;
}

/**
 * What of the company's records the caller may reach, as conditions for the member list's query.
 *
 * The levels depend on a record only through the scopes it lies in, so they are worked out here
 * for each set of scopes, with the same functions as the profile, and a condition lists the sets
 * that grant. For another member's record a wider set never gives less (rules and defaults only add
 * levels as scopes are added), so a set that grants can be tested alone: the department, the
 * division, or both.
 */
export async function memberVisibility(tx: Transaction, context: MemberContext): Promise<MemberVisibility> {
  const admin = isAdmin(context.roles);
  const roles = accessRoles(context);
  const rules = await builtInRules(tx, context.companyId);
  const reach = await callerReach(tx, context);
  const where = (grants: (standing: Standing, own: boolean) => boolean) =>
    conditionFor(context.companyMemberId, reach, (scopes, own) => grants({ roles, scopes }, own));
  // The company's rules may narrow employment for owners and admins too, as on the profile.
  const employment = where((standing, own) => canView(levelsOf(standing, own, admin, rules).employment));
  // Owners and admins edit every record's special-category data, so every profile opens to them.
  if (admin) return { opens: undefined, employment };
  // A section without rules of its own follows personal data (or special-category data), which
  // the built-in levels already answer for; only the live sections with rules can add to them.
  const sectionRules = await tx
    .select({
      sectionId: sectionAccessRules.sectionId,
      specialCategory: detailSections.specialCategory,
      role: sectionAccessRules.role,
      scope: sectionAccessRules.scope,
      level: sectionAccessRules.level,
    })
    .from(sectionAccessRules)
    .innerJoin(
      detailSections,
      and(eq(detailSections.id, sectionAccessRules.sectionId), isNull(detailSections.archivedAt)),
    )
    .where(and(eq(sectionAccessRules.companyId, context.companyId), isNotNull(sectionAccessRules.sectionId)));
  const sections = [
    ...new Map(
      sectionRules.map((rule) => [
        rule.sectionId!,
        { id: rule.sectionId!, specialCategory: rule.specialCategory },
      ]),
    ).values(),
  ];
  return {
    opens: where((standing, own) => {
      const access = levelsOf(standing, own, false, rules);
      return opensProfile(access, levelsOfSections(standing, access, sections, sectionRules).values());
    }),
    employment,
  };
}

/** The members in whose set of scopes `grants` holds, as a condition (see memberVisibility). */
function conditionFor(
  self: string,
  reach: CallerReach,
  grants: (scopes: AccessScope[], own: boolean) => boolean,
): SQL | undefined {
  const ownRecord = grants(scopesOf(true, reach.own, reach), true) ? eq(companyMembers.id, self) : undefined;
  const notSelf = ne(companyMembers.id, self);
  if (grants(['company'], false)) return ownRecord ? undefined : notSelf;

  const departmentIds = [
    ...new Set([...(reach.own.departmentId ? [reach.own.departmentId] : []), ...reach.managedDepartments]),
  ];
  const divisionIds = [
    ...new Set([...(reach.own.divisionId ? [reach.own.divisionId] : []), ...reach.managedDivisions]),
  ];
  const inDepartment =
    departmentIds.length > 0 ? inArray(companyMembers.departmentId, departmentIds) : undefined;
  const inDivision = or(
    divisionIds.length > 0 ? inArray(departments.divisionId, divisionIds) : undefined,
    reach.managedDepartments.size > 0
      ? inArray(companyMembers.departmentId, [...reach.managedDepartments])
      : undefined,
  );
  const byDivision = grants(['division', 'company'], false);
  const byDepartment = grants(['department', 'company'], false);
  const placed = [
    byDivision ? inDivision : undefined,
    byDepartment ? inDepartment : undefined,
    !byDivision &&
    !byDepartment &&
    inDepartment &&
    inDivision &&
    grants(['department', 'division', 'company'], false)
      ? and(inDepartment, inDivision)
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const others = placed.length > 0 ? and(notSelf, or(...placed)) : undefined;
  return or(ownRecord, others) ?? sql`false`;
}
