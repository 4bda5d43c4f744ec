import { and, eq, isNull } from 'drizzle-orm';
import { Roles, isAdmin } from '@atrium/contract/access';
import type { AccessLevel } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import {
  companyMembers,
  departmentRoles,
  departments,
  sectionAccessRules,
  type AccessRole,
  type AccessScope,
  type BuiltInSection,
} from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';

/*
 * Who may do what with a member's record (docs/product/human-resources.md#who-may-do-what). The
 * level is worked out here, in the request's transaction, and every query and write asks for it:
 * the screen only mirrors the answer. A company's rules (section_access_rules) replace the
 * defaults for a section once it has any; the hard limits below apply whatever the rules say.
 */

export interface RecordAccess {
  personal: AccessLevel;
  specialCategory: AccessLevel;
  employment: AccessLevel;
  administration: AccessLevel;
}

/**
 * Who is asking, as far as the rules care: a request's caller, or the importer an import job
 * re-reads from the database.
 */
export type Caller = Pick<MemberContext, 'companyId' | 'companyMemberId' | 'roles'>;

export const RANK: Record<AccessLevel, number> = { none: 0, view: 1, propose: 2, edit: 3 };
const atMost = (level: AccessLevel, cap: AccessLevel): AccessLevel => (RANK[level] > RANK[cap] ? cap : level);
export const highest = (levels: AccessLevel[]): AccessLevel =>
  levels.reduce<AccessLevel>((best, level) => (RANK[level] > RANK[best] ? level : best), 'none');

export interface Placement {
  departmentId: string | null;
  divisionId: string | null;
}

/** The target's placement, or 404 when the member is not in the caller's company. */
async function placementOf(tx: Transaction, companyId: string, companyMemberId: string): Promise<Placement> {
  const [row] = await tx
    .select({ departmentId: companyMembers.departmentId, divisionId: departments.divisionId })
    .from(companyMembers)
    .leftJoin(departments, eq(departments.id, companyMembers.departmentId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, companyMemberId)));
  if (!row) throw notFound('The member');
  return { departmentId: row.departmentId, divisionId: row.divisionId };
}

/** Where the caller stands: their own placement and the departments and divisions they manage. */
export interface CallerReach {
  own: Placement;
  managedDepartments: ReadonlySet<string>;
  managedDivisions: ReadonlySet<string>;
}

export async function callerReach(tx: Transaction, context: Caller): Promise<CallerReach> {
  const own = await placementOf(tx, context.companyId, context.companyMemberId);
  const managed = await tx
    .select({ departmentId: departmentRoles.departmentId, divisionId: departmentRoles.divisionId })
    .from(departmentRoles)
    .where(eq(departmentRoles.companyMemberId, context.companyMemberId));
  return {
    own,
    managedDepartments: new Set(managed.flatMap((row) => (row.departmentId ? [row.departmentId] : []))),
    managedDivisions: new Set(managed.flatMap((row) => (row.divisionId ? [row.divisionId] : []))),
  };
}

/**
 * The scopes in which a target placed at `placement` lies as seen by the caller, narrowest first:
 * their department is the caller's own or one they manage; their division the caller's own, one
 * they manage, or that of a department they manage. The member list asks the same in SQL
 * (profile-opening.ts).
 */
export function scopesOf(own: boolean, placement: Placement, reach: CallerReach): AccessScope[] {
  const scopes: AccessScope[] = [];
  if (own) scopes.push('own');
  if (
    placement.departmentId &&
    (placement.departmentId === reach.own.departmentId ||
      reach.managedDepartments.has(placement.departmentId))
  ) {
    scopes.push('department');
  }
  if (
    placement.divisionId &&
    (placement.divisionId === reach.own.divisionId ||
      reach.managedDivisions.has(placement.divisionId) ||
      (placement.departmentId !== null && reach.managedDepartments.has(placement.departmentId)))
  ) {
    scopes.push('division');
  }
  scopes.push('company');
  return scopes;
}

/** The caller's roles as access rules name them. */
export function accessRoles(context: Caller): AccessRole[] {
  const roles: AccessRole[] = [];
  if (context.roles.includes(Roles.OWNER)) roles.push('OWNER');
  if (context.roles.includes(Roles.ADMIN)) roles.push('ADMIN');
  if (!isAdmin(context.roles)) roles.push('MEMBER');
  if (context.roles.includes(Roles.DIVISION_MANAGER)) roles.push('DIVISION_MANAGER');
  if (context.roles.includes(Roles.DEPARTMENT_MANAGER)) roles.push('DEPARTMENT_MANAGER');
  return roles;
}

/**
 * Defaults: owners and admins edit everyone; a division or department manager views personal and
 * employment data and the administration of members they manage; a member proposes changes to
 * their own personal data and views their own employment.
 */
function defaultLevel(section: BuiltInSection, roles: AccessRole[], scopes: AccessScope[]): AccessLevel {
  const admin = roles.includes('OWNER') || roles.includes('ADMIN');
  if (admin) return 'edit';
  const own = scopes.includes('own');
  const manages =
    !own &&
    ((roles.includes('DEPARTMENT_MANAGER') && scopes.includes('department')) ||
      (roles.includes('DIVISION_MANAGER') && scopes.includes('division')));
  switch (section) {
    case 'personal':
      return own ? 'propose' : manages ? 'view' : 'none';
    case 'employment':
      return own || manages ? 'view' : 'none';
    case 'administration':
      return manages ? 'view' : 'none';
    default:
      return 'none';
  }
}

/** The roles rules name the caller by and the scopes `target` lies in; 404 for another company's member. */
export async function callerStanding(tx: Transaction, context: Caller, target: string): Promise<Standing> {
  const placement = await placementOf(tx, context.companyId, target);
  const reach = await callerReach(tx, context);
  return {
    roles: accessRoles(context),
    scopes: scopesOf(target === context.companyMemberId, placement, reach),
  };
}

export interface Standing {
  roles: AccessRole[];
  scopes: AccessScope[];
}

export interface BuiltInRule {
  section: BuiltInSection | null;
  role: AccessRole;
  scope: AccessScope;
  level: AccessLevel;
}

/** The company's rules for the built-in parts of a record. */
export async function builtInRules(tx: Transaction, companyId: string): Promise<BuiltInRule[]> {
  return tx
    .select({
      section: sectionAccessRules.builtInSection,
      role: sectionAccessRules.role,
      scope: sectionAccessRules.scope,
      level: sectionAccessRules.level,
    })
    .from(sectionAccessRules)
    .where(and(eq(sectionAccessRules.companyId, companyId), isNull(sectionAccessRules.sectionId)));
}

/**
 * The level on each built-in part for a caller of `standing`, on their own record or another's: the
 * company's rules for a part once it has any, else the defaults, within the hard limits.
 */
export function levelsOf(
  standing: Standing,
  own: boolean,
  admin: boolean,
  rules: readonly BuiltInRule[],
): RecordAccess {
  const { roles, scopes } = standing;
  const levelFor = (section: BuiltInSection): AccessLevel => {
    const ofSection = rules.filter((rule) => rule.section === section);
    if (ofSection.length === 0) return defaultLevel(section, roles, scopes);
    return highest(
      ofSection
        .filter((rule) => roles.includes(rule.role) && scopes.includes(rule.scope))
        .map((rule) => rule.level),
    );
  };
  return {
    personal: levelFor('personal'),
    // Special-category data: owners and admins only, whatever a rule says.
    specialCategory: admin ? 'edit' : 'none',
    // Nobody changes their own position, manager, employment or status.
    employment: own ? atMost(levelFor('employment'), 'view') : levelFor('employment'),
    administration: own ? atMost(levelFor('administration'), 'view') : levelFor('administration'),
  };
}

/**
 * The caller's level on each part of any record, read once for many (the import checks thousands
 * of rows): `target` is the member (null for one not yet added) and `placement` where they are.
 */
export async function recordAccessFor(
  tx: Transaction,
  context: Caller,
): Promise<(target: string | null, placement: Placement) => RecordAccess> {
  const reach = await callerReach(tx, context);
  const rules = await builtInRules(tx, context.companyId);
  const roles = accessRoles(context);
  const admin = isAdmin(context.roles);
  return (target, placement) => {
    const own = target === context.companyMemberId;
    return levelsOf({ roles, scopes: scopesOf(own, placement, reach) }, own, admin, rules);
  };
}

/** The caller's level on each part of `target`'s record; 404 for a member of another company. */
export async function recordAccess(tx: Transaction, context: Caller, target: string): Promise<RecordAccess> {
  const placement = await placementOf(tx, context.companyId, target);
  return (await recordAccessFor(tx, context))(target, placement);
}

/** The parts of a record a change writes. */
export type WrittenPart = 'personal' | 'specialCategory' | 'employment';

/**
 * Why a caller with `access` may not change `part` of a record, or null when they may (edit is
 * needed). The profile operations refuse with it and the member import names it on the row and
 * column (docs/product/human-resources.md#who-may-do-what): one rule for both, so a file cannot
 * write what the profile refuses.
 */
export function writeRefusal(access: RecordAccess, part: WrittenPart, own: boolean): string | null {
  if (access[part] === 'edit') return null;
  switch (part) {
    case 'personal':
      return 'You may not change this personal data';
    case 'specialCategory':
      return 'You may not change special-category data';
    case 'employment':
      return own ? 'Nobody changes their own employment' : 'You may not change this employment';
  }
}

export const canView = (level: AccessLevel): boolean => level !== 'none';
