import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, MANAGER_ROLES, Roles } from '../access/index.ts';
import { requireRoles } from './require-roles.ts';

const subject = (roles: string[]) => ({ companyMemberId: 'm1', roles, modules: [] });

describe('requireRoles (docs/product/gates-and-roles.md#role-gate role gate)', () => {
  it('allows routes without roles', () => {
    expect(requireRoles(subject([]), undefined)).toEqual({ kind: 'allow' });
    expect(requireRoles(subject([]), [])).toEqual({ kind: 'allow' });
  });

  it('needs at least one of the roles', () => {
    expect(requireRoles(subject([Roles.DEPARTMENT_MANAGER]), MANAGER_ROLES)).toEqual({ kind: 'allow' });
    expect(requireRoles(subject([Roles.TRANSLATOR, Roles.ADMIN]), ADMIN_ROLES)).toEqual({ kind: 'allow' });
  });

  it('denies with "Access Denied" and sends home', () => {
    expect(requireRoles(subject([Roles.DIVISION_MANAGER]), ADMIN_ROLES)).toEqual({
      kind: 'redirect',
      to: '/',
      toast: { kind: 'access-denied' },
    });
    expect(requireRoles(null, [Roles.SUPERADMIN])).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('compares roles exactly (role claims are fixed strings)', () => {
    expect(requireRoles(subject(['admin']), ADMIN_ROLES).kind).toBe('redirect');
  });
});
