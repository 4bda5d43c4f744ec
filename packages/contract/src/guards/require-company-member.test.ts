import { describe, expect, it } from 'vitest';
import { requireCompanyMember } from './require-company-member.ts';
import { requireLogin } from './require-login.ts';

const withoutMember = { companyMemberId: null, roles: [], modules: [] };
const member = { companyMemberId: '42', roles: [], modules: [] };

describe('requireLogin', () => {
  it('sends a signed-out person to the login route without a toast', () => {
    expect(requireLogin(null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(requireLogin(member)).toEqual({ kind: 'allow' });
  });
});

describe('requireCompanyMember (docs/product/routes-and-redirects.md#screens)', () => {
  it('lets members go anywhere', () => {
    expect(requireCompanyMember(member, '/admin/users')).toEqual({ kind: 'allow' });
  });

  it.each([
    '/account',
    '/account/profile',
    '/company',
    '/company-choose',
    '/notifications/preferences',
    '/translations/configure-translations',
    '/Account/',
  ])('lets a person without membership open %s', (path) => {
    expect(requireCompanyMember(withoutMember, path)).toEqual({ kind: 'allow' });
  });

  it.each([
    '/',
    '/statistics',
    '/admin',
    '/current-company-info/about',
    '/accounting',
    '/companyx',
    '/respond-to-invite',
  ])('sends a person without membership from %s to account', (path) => {
    expect(requireCompanyMember(withoutMember, path)).toEqual({ kind: 'redirect', to: '/account' });
  });
});
