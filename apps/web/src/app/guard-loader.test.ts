import { Modules, Roles } from '@atrium/contract/access';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claims, createTestRouter, type TestRouter } from '../test/test-router.ts';

let current: TestRouter | undefined;
afterEach(() => current?.dispose());

const member = claims({ roles: [], modules: [Modules.TIME_TRACKING, Modules.ABSENCE] });
const manager = claims({
  roles: [Roles.DEPARTMENT_MANAGER],
  modules: [Modules.TIME_TRACKING, Modules.ABSENCE],
});

describe('guards on navigation', () => {
  it('sends a signed-out person to the sign-in screen, without a toast', async () => {
    current = await createTestRouter(null);
    expect(current.where().pathname).toBe('/authentication/login');
    expect(await current.go('/admin/users/list')).toMatchObject({ pathname: '/authentication/login' });
    expect(await current.go('/account')).toMatchObject({ pathname: '/authentication/login' });
    expect(current.denials).toEqual([]);
  });

  it('lets a signed-out person stay on the sign-in screen', async () => {
    current = await createTestRouter(null, { entry: '/login' });
    expect(current.where()).toEqual({ pathname: '/authentication/login', screen: 'authentication-login' });
  });

  it('sends someone without a company member id to account, except the exempt areas', async () => {
    current = await createTestRouter(claims({ companyMemberId: null }));
    expect(await current.go('/statistics')).toMatchObject({ pathname: '/account/general-settings' });
    expect(await current.go('/notifications/preferences')).toMatchObject({
      pathname: '/notifications/preferences',
    });
    expect(await current.go('/company')).toMatchObject({ pathname: '/company-choose' });
    expect(await current.go('/translations/manage-translators')).toMatchObject({
      pathname: '/translations/manage-translators',
    });
    expect(current.denials).toEqual([]);
  });

  it('denies a role with one "Access Denied" and goes home', async () => {
    current = await createTestRouter(member);
    expect(await current.go('/admin')).toEqual({ pathname: '/', screen: 'home' });
    expect(current.denials).toEqual([{ kind: 'access-denied' }]);
  });

  it('denies the admin-only clients screen to a department manager', async () => {
    current = await createTestRouter(manager);
    expect(await current.go('/admin/clients')).toEqual({ pathname: '/', screen: 'home' });
    expect(current.denials).toEqual([{ kind: 'access-denied' }]);
  });

  it('sends a role denial to the first open screen with a single toast when home itself is closed', async () => {
    current = await createTestRouter(claims({ roles: [], modules: [Modules.ABSENCE] }));
    expect(await current.go('/admin')).toMatchObject({ pathname: '/absence/overview' });
    expect(current.denials).toEqual([{ kind: 'access-denied' }]);
  });

  it('denies a module with its title and goes home when TIME_TRACKING is subscribed', async () => {
    current = await createTestRouter(manager);
    expect(await current.go('/admin/users/list')).toEqual({ pathname: '/', screen: 'home' });
    expect(current.denials).toEqual([
      expect.objectContaining({
        kind: 'module-denied',
        modules: ['HUMAN_RESOURCES'],
        moduleTitles: ['Human Resources'],
      }),
    ]);
  });

  it('keeps the module denial for a followed link, landing on the first open screen', async () => {
    current = await createTestRouter(claims({ modules: [Modules.ABSENCE] }));
    expect(await current.go('/statistics/hours')).toMatchObject({ pathname: '/absence/overview' });
    expect(current.denials).toMatchObject([{ kind: 'module-denied', modules: ['TIME_TRACKING'] }]);
  });

  it('opens the start page without time tracking on the first open screen, with no denial', async () => {
    current = await createTestRouter(claims({ modules: [Modules.ABSENCE] }), { entry: '/' });
    expect(current.where().pathname).toBe('/absence/overview');
    current.dispose();
    // Back from the provider (arrived from the stored origin) the start page still says nothing.
    current = await createTestRouter(claims({ modules: [] }), { entry: '/', arrivedFromStoredOrigin: true });
    expect(current.where().pathname).toBe('/current-company-info/about');
    expect(await current.go('/')).toMatchObject({ pathname: '/current-company-info/about' });
    expect(current.denials).toEqual([]);
  });

  it('skips the sign-in screen for a signed-in person', async () => {
    current = await createTestRouter(claims({ modules: [] }), { entry: '/login' });
    expect(current.where().pathname).toBe('/current-company-info/about');
    expect(await current.go('/authentication/login')).toMatchObject({
      pathname: '/current-company-info/about',
    });
    expect(current.denials).toEqual([]);
  });

  it('needs both modules for the absence document rules', async () => {
    current = await createTestRouter(claims({ modules: [Modules.TIME_TRACKING, Modules.ABSENCE] }));
    expect(await current.go('/current-company-info/settings/approval-policy')).toMatchObject({
      screen: 'company-info-approval-policy',
    });
    expect(await current.go('/current-company-info/settings/absence-file-generation-rules')).toMatchObject({
      pathname: '/',
    });
    expect(current.denials).toMatchObject([{ modules: ['TEMPLATE_GENERATION'] }]);
  });

  it('on the first navigation from the stored origin, only tells and stays (even on a default route)', async () => {
    current = await createTestRouter(manager, { entry: '/admin/users', arrivedFromStoredOrigin: true });
    expect(current.where().pathname).toBe('/admin/users');
    expect(current.router.state.loaderData.root).toEqual({
      blocked: expect.objectContaining({ kind: 'module-denied' }),
    });
    expect(current.denials).toHaveLength(1);
    // Later navigations redirect as usual.
    expect(await current.go('/admin/detail-update')).toMatchObject({ pathname: '/' });
    expect(current.denials).toHaveLength(2);
    expect(current.router.state.loaderData.root).toEqual({ blocked: null });
  });

  it('re-checks the guards when the session changes', async () => {
    current = await createTestRouter(manager, { entry: '/absence/planner' });
    expect(current.where().pathname).toBe('/absence/planner');
    current.session.clear();
    await vi.waitFor(() => expect(current!.where().pathname).toBe('/authentication/login'));
  });
});
