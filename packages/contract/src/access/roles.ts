/**
 * Roles of docs/product/gates-and-roles.md#roles. OWNER and ADMIN belong to a company membership; the two department roles
 * belong to a membership through a division or department; SUPERADMIN and TRANSLATOR are global
 * roles of a person.
 */
export const Roles = {
  OWNER: 'OWNER',
  ADMIN: 'ADMIN',
  SUPERADMIN: 'SUPERADMIN',
  TRANSLATOR: 'TRANSLATOR',
  DIVISION_MANAGER: 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
  DEPARTMENT_MANAGER: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
} as const;

export type Role = (typeof Roles)[keyof typeof Roles];

export const ALL_ROLES: readonly Role[] = Object.values(Roles);

/** Admin means OWNER or ADMIN. */
export const ADMIN_ROLES: readonly Role[] = [Roles.OWNER, Roles.ADMIN];

/** Manager means OWNER, ADMIN, or a division or department manager. */
export const MANAGER_ROLES: readonly Role[] = [
  Roles.OWNER,
  Roles.ADMIN,
  Roles.DIVISION_MANAGER,
  Roles.DEPARTMENT_MANAGER,
];

export const TRANSLATION_ROLES: readonly Role[] = [Roles.SUPERADMIN, Roles.TRANSLATOR];

export function hasAnyRole(held: readonly string[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => held.includes(role));
}

export const isAdmin = (held: readonly string[]): boolean => hasAnyRole(held, ADMIN_ROLES);
export const isManager = (held: readonly string[]): boolean => hasAnyRole(held, MANAGER_ROLES);
