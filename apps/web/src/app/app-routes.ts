import type { RouteObject } from 'react-router';
import { loadFeatureStrings } from '../i18n/i18n.ts';
import { loadToastHost } from './load-toast-host.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { BootFrame } from './boot-frame.tsx';
import { createNavigationGuard, type GuardLoaderOptions } from './guard-loader.ts';
import { lazyScreen, redirectRoute, screenRoute } from './route-handle.ts';
import { adminRoute } from './routes/admin-routes.ts';
import { companyInfoRoute } from './routes/company-info-routes.ts';
import { absenceRoute, accountRoute, notificationsRoute, otherShellRoutes } from './routes/other-routes.ts';
import { templatesRoute } from './routes/templates-routes.ts';
import { homeRoute, statisticsRoute, timeTrackingEditRoutes } from './routes/time-tracking-routes.ts';

const ROOT_ROUTE_ID = 'root';
const SHELL_ROUTE_ID = 'shell';

const signIn = () => import('../features/sign-in/screens.ts');

/**
 * The whole route table of docs/product/routes-and-redirects.md#screens. The root route runs the guards for every navigation; the
 * pathless `shell` route needs a session and renders the application frame around every screen
 * except sign-in. Access rules and screen ids are data in each route's `handle`.
 */
export function createAppRoutes(options: GuardLoaderOptions): RouteObject[] {
  const guard = createNavigationGuard(() => routes, options);
  const table: RouteObject[] = [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: RootLayout,
      HydrateFallback: BootFrame,
      ErrorBoundary: RouteError,
      loader: guard.loader,
      shouldRevalidate: () => true,
      children: [
        redirectRoute('login', '/authentication/login'),
        screenRoute('authentication/login', 'authentication-login', lazyScreen(signIn, 'SignInScreen')),
        redirectRoute('home', '/'),
        redirectRoute('company', '/company-choose'),
        redirectRoute('company/info', '/current-company-info'),
        {
          id: SHELL_ROUTE_ID,
          // The frame, the features' English and the toast host load with the first signed-in
          // screen, so the sign-in page stays light (docs/performance.md, "Web: initial JavaScript").
          lazy: async () => {
            void loadToastHost();
            const [{ AppLayout }] = await Promise.all([
              import('./shell/app-layout.tsx'),
              loadFeatureStrings(),
            ]);
            return { Component: AppLayout };
          },
          handle: { requiresLogin: true },
          children: [
            homeRoute,
            statisticsRoute,
            ...timeTrackingEditRoutes,
            accountRoute,
            adminRoute,
            templatesRoute,
            absenceRoute,
            notificationsRoute,
            companyInfoRoute,
            ...otherShellRoutes,
          ],
        },
        redirectRoute('*', '/'),
      ],
    },
  ];
  const routes = guard.guardRedirects(table);
  return routes;
}
