import type { GuardToast } from '@atrium/contract/guards';
import { ALL_MODULES, ALL_ROLES } from '@atrium/contract/access';
import { createAppRouter, type AppRouter } from '../app/create-app-router.ts';
import { routeHandle } from '../app/route-handle.ts';
import { createSessionStore, type SessionClaims, type SessionStore } from '../auth/session.ts';

export const everyone: SessionClaims = {
  companyMemberId: '1',
  companyId: '1',
  roles: [...ALL_ROLES],
  modules: [...ALL_MODULES],
  name: 'Olivia Owner',
  email: 'owner@demo.test',
};

export function claims(overrides: Partial<SessionClaims>): SessionClaims {
  return { ...everyone, ...overrides };
}

/** Resolves once the router has finished its current navigation (including redirects). */
function settled(router: AppRouter): Promise<void> {
  const done = () =>
    router.state.initialized &&
    router.state.navigation.state === 'idle' &&
    router.state.revalidation === 'idle';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (done()) {
        unsubscribe();
        resolve();
      }
    });
  });
}

export interface TestRouter {
  router: AppRouter;
  session: SessionStore;
  denials: GuardToast[];
  /** Navigates and waits; returns where the router ended and which screen it shows. */
  go(path: string): Promise<{ pathname: string; screen: string | undefined }>;
  where(): { pathname: string; screen: string | undefined };
  dispose(): void;
}

export async function createTestRouter(
  initial: SessionClaims | null,
  options: { entry?: string; arrivedFromStoredOrigin?: boolean } = {},
): Promise<TestRouter> {
  const session = createSessionStore(initial);
  const denials: GuardToast[] = [];
  const { router, dispose } = createAppRouter({
    session,
    onDenied: (toast) => denials.push(toast),
    arrivedFromStoredOrigin: () => options.arrivedFromStoredOrigin ?? false,
    initialEntries: [options.entry ?? '/contact-support'],
  });
  await settled(router);
  const where = () => {
    const screen = [...router.state.matches]
      .reverse()
      .map((match) => routeHandle(match.route).screen)
      .find(Boolean);
    return { pathname: router.state.location.pathname, screen };
  };
  return {
    router,
    session,
    denials,
    where,
    async go(path) {
      await router.navigate(path);
      await settled(router);
      return where();
    },
    dispose,
  };
}
