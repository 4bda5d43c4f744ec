import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '../api/query-client.ts';
import { setAppNavigator } from '../auth/navigation.ts';
import { session as appSession, type SessionStore } from '../auth/session.ts';
import { initI18n } from '../i18n/i18n.ts';
import { followUnreadCountOnAppIcon } from '../pwa/app-badge.ts';
import { registerServiceWorker } from '../pwa/register-service-worker.ts';
import { App } from './app.tsx';
import { createAppRouter } from './create-app-router.ts';
import { registerFeatureStartUpSteps } from './feature-start-up.ts';
import { showGuardToast } from './guard-toasts.ts';
import { arrivedFromStoredOrigin, rememberOrigin } from './stored-origin.ts';

/**
 * Start-up: remember the origin, load the language, restore or complete the sign-in (before the
 * router exists, so that its guards see the session), build the router and render. Harnesses
 * passing their own session skip the sign-in work.
 */
export async function startApp(container: HTMLElement, session: SessionStore = appSession) {
  // Read before saving: the referrer is compared with the origin stored by an earlier load.
  const cameFromStoredOrigin = arrivedFromStoredOrigin(window.localStorage, document.referrer);
  rememberOrigin(window.localStorage, window.location.origin);

  // Keys shown in English while mk or sq is chosen are reported for the translators, once a
  // session exists (docs/product/translations.md#missing-key-report).
  const i18n = await initI18n(undefined, {
    // The features' English loads with the signed-in frame (app-routes.ts).
    featureStrings: 'with-frame',
    reportMissing: {
      canSend: () => session === appSession && session.get() !== null,
      send: async (languageIsoCode, keys) => {
        const [{ callOperation }, { reportMissingKeys }] = await Promise.all([
          import('../api/client.ts'),
          import('@atrium/contract/translations'),
        ]);
        await callOperation(reportMissingKeys, { body: { languageIsoCode, keys } });
      },
    },
  });
  // index.html's frame stays up through the sign-in work below; say what it waits for in the
  // person's language.
  container.querySelector('[data-boot]')?.setAttribute('aria-label', i18n.t('common.loading'));
  const signedInByApp = session === appSession;
  registerFeatureStartUpSteps();
  // Its own chunk (the contract's schemas come with it): not part of the initial JS budget.
  if (signedInByApp) await (await import('../auth/auth-runtime.ts')).startAuth();
  const { router, routes } = createAppRouter({
    session,
    onDenied: (toast) => showGuardToast(toast, i18n),
    arrivedFromStoredOrigin: () => cameFromStoredOrigin,
  });
  if (signedInByApp) {
    setAppNavigator((to, options) => void router.navigate(to, options));
    // The installable app: offline shell, push notifications (a click opens their path), and the
    // unread count on the app icon.
    registerServiceWorker({
      isSignedIn: () => session.get() !== null,
      navigate: (to) => void router.navigate(to),
    });
    followUnreadCountOnAppIcon(queryClient);
  }
  createRoot(container).render(
    <StrictMode>
      <App router={router} routes={routes} session={session} i18n={i18n} queryClient={queryClient} />
    </StrictMode>,
  );
  return { router, i18n };
}
