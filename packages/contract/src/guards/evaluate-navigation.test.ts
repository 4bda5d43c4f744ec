import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, MANAGER_ROLES, Modules, Roles } from '../access/index.ts';
import { canOpen, evaluateNavigation } from './evaluate-navigation.ts';

const shell = { requiresLogin: true };
const admin = { roles: MANAGER_ROLES };
const clients = { roles: ADMIN_ROLES, modules: [Modules.TIME_TRACKING] };
const manager = {
  companyMemberId: '7',
  roles: [Roles.DEPARTMENT_MANAGER],
  modules: [Modules.TIME_TRACKING, Modules.ABSENCE],
};

describe('evaluateNavigation', () => {
  it('asks for login before anything else', () => {
    expect(evaluateNavigation(null, { pathname: '/admin/clients', chain: [shell, admin, clients] })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('does not need a session for public routes', () => {
    expect(evaluateNavigation(null, { pathname: '/authentication/login', chain: [{}] })).toEqual({
      kind: 'allow',
    });
  });

  it('checks membership before role and module gates', () => {
    const noMember = { ...manager, companyMemberId: null };
    expect(
      evaluateNavigation(noMember, { pathname: '/admin/clients', chain: [shell, admin, clients] }),
    ).toEqual({
      kind: 'redirect',
      to: '/account',
    });
  });

  it('runs the parent role gate before the child gates', () => {
    const member = { ...manager, roles: [] };
    expect(
      evaluateNavigation(member, { pathname: '/admin/clients', chain: [shell, admin, clients] }),
    ).toMatchObject({
      toast: { kind: 'access-denied' },
    });
  });

  it('denies a department manager the admin-only clients screen', () => {
    expect(
      evaluateNavigation(manager, { pathname: '/admin/clients', chain: [shell, admin, clients] }),
    ).toEqual({
      kind: 'redirect',
      to: '/',
      toast: { kind: 'access-denied' },
    });
  });

  it('passes the origin context to the module gate', () => {
    const chain = [shell, admin, { modules: [Modules.HUMAN_RESOURCES] }];
    expect(evaluateNavigation(manager, { pathname: '/admin/users', chain }).kind).toBe('redirect');
    expect(
      evaluateNavigation(manager, { pathname: '/admin/users', chain }, { arrivedFromStoredOrigin: true })
        .kind,
    ).toBe('stay');
  });

  it('canOpen is true only for allow', () => {
    expect(
      canOpen(manager, { pathname: '/admin/absence', chain: [shell, admin, { modules: [Modules.ABSENCE] }] }),
    ).toBe(true);
    expect(
      canOpen(manager, {
        pathname: '/templates',
        chain: [shell, { roles: MANAGER_ROLES, modules: [Modules.TEMPLATE_GENERATION] }],
      }),
    ).toBe(false);
  });
});
