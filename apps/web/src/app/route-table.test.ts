import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { createAppRoutes } from './app-routes.ts';
import { routeHandle } from './route-handle.ts';
import { createTestRouter, everyone, type TestRouter } from '../test/test-router.ts';

/**
 * Every path of docs/product/routes-and-redirects.md#screens, opened by someone who holds every role and module, ends on this screen
 * at this URL (defaults and redirects included).
 */
const TABLE: [path: string, finalPath: string, screen: string][] = [
  ['/', '/', 'home'],
  ['/home', '/', 'home'],
  // Signed in, the sign-in screen is skipped (signed out it shows; see guard-loader.test.ts).
  ['/login', '/', 'home'],
  ['/authentication/login', '/', 'home'],
  ['/company', '/company-choose', 'company-choose'],
  ['/company/info', '/current-company-info/about', 'company-info-about'],
  ['/statistics', '/statistics/users', 'statistics-users'],
  ['/statistics/users', '/statistics/users', 'statistics-users'],
  ['/statistics/hours', '/statistics/hours', 'statistics-hours'],
  ['/statistics/project', '/statistics/project', 'statistics-project'],
  ['/statistics/action', '/statistics/action', 'statistics-action'],
  ['/activity/add', '/activity/add', 'activity-add'],
  ['/activity/edit', '/activity/edit', 'activity-edit'],
  ['/client/add', '/client/add', 'client-add'],
  ['/client/edit', '/client/edit', 'client-edit'],
  ['/project/add', '/project/add', 'project-add'],
  ['/project/edit', '/project/edit', 'project-edit'],
  ['/account', '/account/general-settings', 'account-general-settings'],
  ['/account/general-settings', '/account/general-settings', 'account-general-settings'],
  ['/account/profile', '/account/profile', 'account-profile'],
  ['/account/add-detail-section', '/account/add-detail-section', 'account-add-detail-section'],
  ['/account/api-tokens', '/account/api-tokens', 'account-api-tokens'],
  ['/admin', '/admin/absence/overview', 'admin-absence-overview'],
  ['/admin/users', '/admin/users/list', 'admin-users-list'],
  ['/admin/users/list', '/admin/users/list', 'admin-users-list'],
  ['/admin/users/expiring-documents', '/admin/users/expiring-documents', 'admin-users-expiring-documents'],
  [
    '/admin/users/profile/42',
    '/admin/users/profile/42/personal-information',
    'admin-user-personal-information',
  ],
  [
    '/admin/users/profile/42/personal-information',
    '/admin/users/profile/42/personal-information',
    'admin-user-personal-information',
  ],
  [
    '/admin/users/profile/42/employment-information',
    '/admin/users/profile/42/employment-information',
    'admin-user-employment-information',
  ],
  [
    '/admin/users/profile/42/other-information',
    '/admin/users/profile/42/other-information',
    'admin-user-other-information',
  ],
  [
    '/admin/users/profile/42/administration',
    '/admin/users/profile/42/administration',
    'admin-user-administration',
  ],
  ['/admin/detail-update', '/admin/detail-update', 'admin-detail-update'],
  ['/admin/absence', '/admin/absence/overview', 'admin-absence-overview'],
  ['/admin/absence/gantt', '/admin/absence/gantt', 'admin-absence-gantt'],
  ['/admin/absence/adjustments', '/admin/absence/adjustments', 'admin-absence-adjustments'],
  ['/admin/absence/reports', '/admin/absence/reports', 'admin-absence-reports'],
  ['/admin/absence/overtime', '/admin/absence/overtime', 'admin-absence-overtime'],
  ['/admin/clients', '/admin/clients', 'admin-clients'],
  ['/admin/clients/client-update', '/admin/clients/client-update', 'admin-clients-client-update'],
  ['/admin/clients/project-update', '/admin/clients/project-update', 'admin-clients-project-update'],
  ['/templates', '/templates/user', 'templates-user'],
  ['/templates/user', '/templates/user', 'templates-user'],
  ['/templates/absence', '/templates/absence', 'templates-absence'],
  ['/templates/user/template-builder', '/templates/user/template-builder/list', 'template-builder-list'],
  [
    '/templates/user/template-builder/template-update',
    '/templates/user/template-builder/template-update',
    'template-builder-update',
  ],
  [
    '/templates/absence/template-builder',
    '/templates/absence/template-builder/list',
    'template-builder-list',
  ],
  [
    '/templates/absence/template-builder/template-update',
    '/templates/absence/template-builder/template-update',
    'template-builder-update',
  ],
  ['/absence', '/absence/overview', 'absence-overview'],
  ['/absence/planner', '/absence/planner', 'absence-planner'],
  ['/notifications', '/notifications/overview', 'notifications-overview'],
  ['/notifications/preferences', '/notifications/preferences', 'notifications-preferences'],
  ['/company-choose', '/company-choose', 'company-choose'],
  ['/current-company-info', '/current-company-info/about', 'company-info-about'],
  ['/current-company-info/people', '/current-company-info/people', 'company-info-people'],
  [
    '/current-company-info/organization',
    '/current-company-info/organization/overview',
    'company-info-organization-overview',
  ],
  [
    '/current-company-info/organization/diagram',
    '/current-company-info/organization/diagram',
    'company-info-organization-diagram',
  ],
  [
    '/current-company-info/settings',
    '/current-company-info/settings/subscription-modules',
    'company-info-subscription-modules',
  ],
  [
    '/current-company-info/settings/approval-policy',
    '/current-company-info/settings/approval-policy',
    'company-info-approval-policy',
  ],
  [
    '/current-company-info/settings/leave-types',
    '/current-company-info/settings/leave-types',
    'company-info-leave-types',
  ],
  [
    '/current-company-info/settings/work-schedule',
    '/current-company-info/settings/work-schedule',
    'company-info-work-schedule',
  ],
  [
    '/current-company-info/settings/public-holidays',
    '/current-company-info/settings/public-holidays',
    'company-info-public-holidays',
  ],
  [
    '/current-company-info/settings/allowance-policies',
    '/current-company-info/settings/allowance-policies',
    'company-info-allowance-policies',
  ],
  [
    '/current-company-info/settings/overtime',
    '/current-company-info/settings/overtime',
    'company-info-overtime',
  ],
  [
    '/current-company-info/settings/coverage',
    '/current-company-info/settings/coverage',
    'company-info-coverage',
  ],
  [
    '/current-company-info/settings/absence-file-generation-rules',
    '/current-company-info/settings/absence-file-generation-rules',
    'company-info-absence-file-generation-rules',
  ],
  ['/current-company-info/settings/chat', '/current-company-info/settings/chat', 'company-info-chat'],
  [
    '/current-company-info/settings/api-tokens',
    '/current-company-info/settings/api-tokens',
    'company-info-api-tokens',
  ],
  [
    '/current-company-info/settings/webhooks',
    '/current-company-info/settings/webhooks',
    'company-info-webhooks',
  ],
  [
    '/current-company-info/company-files',
    '/current-company-info/company-files',
    'company-info-company-files',
  ],
  [
    '/current-company-info/company-files/update-section',
    '/current-company-info/company-files/update-section',
    'company-info-company-files-update-section',
  ],
  ['/translations/configure-translations', '/translations/configure-translations', 'translations-configure'],
  ['/translations/manage-translators', '/translations/manage-translators', 'translations-manage-translators'],
  ['/contact-support', '/contact-support', 'contact-support'],
  ['/testing', '/testing', 'testing'],
  ['/respond-to-invite', '/respond-to-invite', 'respond-to-invite'],
  // Beyond docs/product/routes-and-redirects.md#screens: where mail lands without a mail server (decision 011).
  ['/mail-outbox', '/mail-outbox', 'mail-outbox'],
  ['/no-such-screen', '/', 'home'],
  ['/admin/no-such-screen', '/', 'home'],
  ['/translations', '/', 'home'],
];

let current: TestRouter | undefined;
afterEach(() => current?.dispose());

describe('route table (docs/product/routes-and-redirects.md#screens)', () => {
  it.each(TABLE)('%s ends at %s showing %s', async (path, finalPath, screen) => {
    current = await createTestRouter(everyone);
    expect(await current.go(path)).toEqual({ pathname: finalPath, screen });
    expect(current.denials).toEqual([]);
  });

  it('opens a deep link as the first navigation', async () => {
    current = await createTestRouter(everyone, { entry: '/admin/users/profile/7' });
    expect(current.where()).toEqual({
      pathname: '/admin/users/profile/7/personal-information',
      screen: 'admin-user-personal-information',
    });
  });

  it('every screen id has exactly one kind of route and every lazy screen loads a component', async () => {
    const routes = createAppRoutes({
      getSubject: () => null,
      arrivedFromStoredOrigin: () => false,
      onDenied: () => {},
    });
    const screens = new Set<string>();
    const walk = async (list: RouteObject[]): Promise<void> => {
      for (const route of list) {
        const handle = routeHandle(route);
        expect(handle.screen && handle.redirectTo, `${route.path} is a screen and a redirect`).toBeFalsy();
        if (handle.screen) {
          screens.add(handle.screen);
          expect(typeof route.lazy).toBe('function');
          const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
          expect(typeof loaded.Component, handle.screen).toBe('function');
        }
        if (route.children) await walk(route.children);
      }
    };
    await walk(routes);
    const expected = new Set(TABLE.map(([, , screen]) => screen));
    expect([...screens].sort()).toEqual(
      [
        ...new Set([
          ...expected,
          'authentication-login',
          'statistics',
          'account',
          'admin',
          'admin-users',
          'admin-user-profile',
          'admin-absence',
          'templates',
          'absence',
          'notifications',
          'company-info',
          'company-info-organization',
          'company-info-settings',
        ]),
      ].sort(),
    );
  });
});
