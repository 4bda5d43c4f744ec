import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/create-app-router.ts';
import { showGuardToast } from './app/guard-toasts.ts';
import { arrivedFromStoredOrigin, rememberOrigin } from './app/stored-origin.ts';
import { session } from './auth/session.ts';
import { initI18n } from './i18n/i18n.ts';

// Read before saving: the referrer is compared with the origin stored by the previous load.
const cameFromStoredOrigin = arrivedFromStoredOrigin(window.localStorage, document.referrer);
rememberOrigin(window.localStorage, window.location.origin);

const i18n = await initI18n();
const { router, routes } = createAppRouter({
  session,
  onDenied: (toast) => showGuardToast(toast, i18n),
  arrivedFromStoredOrigin: () => cameFromStoredOrigin,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} routes={routes} session={session} i18n={i18n} />
  </StrictMode>,
);
