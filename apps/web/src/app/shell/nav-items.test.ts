import { Modules, Roles } from '@atrium/contract/access';
import { canOpen } from '@atrium/contract/guards';
import { describe, expect, it } from 'vitest';
import { accessChain } from '../access-chain.ts';
import { createAppRoutes } from '../app-routes.ts';
import { claims } from '../../test/test-router.ts';
import type { SessionClaims } from '../../auth/session.ts';
import { isActiveEntry, visibleNavigation } from './nav-items.ts';

const routes = createAppRoutes({
  getSubject: () => null,
  arrivedFromStoredOrigin: () => false,
  onDenied: () => {},
});
const navFor = (subject: SessionClaims | null) =>
  visibleNavigation((path) => canOpen(subject, { pathname: path, chain: accessChain(routes, path) })).map(
    (section) => ({
      section: section.labelKey,
      links: section.entries.map((entry) => entry.href),
    }),
  );

describe('navigation computed with the guards', () => {
  it('shows a member only the work screens of the subscribed modules and company info', () => {
    expect(navFor(claims({ roles: [], modules: [Modules.TIME_TRACKING] }))).toEqual([
      { section: 'shell.sections.work', links: ['/', '/statistics', '/notifications'] },
      { section: 'shell.sections.company', links: ['/current-company-info'] },
    ]);
  });

  it('shows a department manager the admin screens of the subscribed modules, but not clients', () => {
    const nav = navFor(
      claims({ roles: [Roles.DEPARTMENT_MANAGER], modules: [Modules.ABSENCE, Modules.TEMPLATE_GENERATION] }),
    );
    expect(nav).toContainEqual({
      section: 'shell.sections.administration',
      links: ['/admin/absence', '/templates/absence'],
    });
    expect(nav.find((section) => section.section === 'shell.sections.work')?.links).toEqual([
      '/absence',
      '/notifications',
    ]);
  });

  it('shows translators only their editor, and a person without membership only the exempt areas', () => {
    const nav = navFor(claims({ companyMemberId: null, roles: [Roles.TRANSLATOR] }));
    expect(nav).toEqual([
      { section: 'shell.sections.work', links: ['/notifications'] },
      { section: 'shell.sections.translations', links: ['/translations/configure-translations'] },
    ]);
  });

  it('shows nothing to a signed-out person', () => {
    expect(navFor(null)).toEqual([]);
  });

  it('matches home exactly and other entries by prefix', () => {
    expect(isActiveEntry('/', '/statistics')).toBe(false);
    expect(isActiveEntry('/', '/')).toBe(true);
    expect(isActiveEntry('/templates', '/templates/user/template-builder/list')).toBe(true);
    expect(isActiveEntry('/admin/users', '/admin/users-other')).toBe(false);
  });
});
