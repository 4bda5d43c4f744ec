import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import { SessionStoreContext, type SessionStore } from '../auth/session.ts';
import { AccessProvider } from './access-provider.tsx';
import { AppProviders } from './app-providers.tsx';
import type { AppRouter } from './create-app-router.ts';
import type { RouteObject } from 'react-router';

export function App({
  router,
  routes,
  session,
  i18n,
  queryClient,
}: {
  router: AppRouter;
  routes: RouteObject[];
  session: SessionStore;
  i18n: I18n;
  queryClient?: QueryClient;
}) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <SessionStoreContext value={session}>
        <AccessProvider routes={routes} store={session}>
          <RouterProvider router={router} />
        </AccessProvider>
      </SessionStoreContext>
    </AppProviders>
  );
}
