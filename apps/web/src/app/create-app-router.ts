import type { GuardToast } from '@atrium/contract/guards';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import type { SessionStore } from '../auth/session.ts';
import { createAppRoutes } from './app-routes.ts';
import type { GuardLoaderOptions } from './guard-loader.ts';

export interface AppRouterOptions {
  session: SessionStore;
  onDenied: (toast: GuardToast) => void;
  arrivedFromStoredOrigin: () => boolean;
  /** Tests use a memory router at these entries; the app uses the browser history. */
  initialEntries?: string[];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Builds the route table and its router, and re-runs the guards whenever the session changes
 * (sign-in, sign-out, company switch). Returns the routes too, for the navigation's guards.
 */
export function createAppRouter(options: AppRouterOptions): {
  router: AppRouter;
  routes: RouteObject[];
  dispose: () => void;
} {
  const guard: GuardLoaderOptions = {
    getSubject: () => options.session.get(),
    arrivedFromStoredOrigin: options.arrivedFromStoredOrigin,
    onDenied: options.onDenied,
  };
  const routes = createAppRoutes(guard);
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
  const unsubscribe = options.session.subscribe(() => void router.revalidate());
  return {
    router,
    routes,
    dispose: () => {
      unsubscribe();
      router.dispose();
    },
  };
}
