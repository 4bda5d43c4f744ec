import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { createAppQueryClient } from '../api/query-client.ts';
import { I18nextProvider } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_HOST_TRANSITION_MS } from '../ui/toasts.ts';
import { theme } from './theme.ts';

// Mantine's dimmed text (gray.6, #868e96) has a contrast of 3.3:1 on white; WCAG 1.4.3 asks for
// 4.5:1. This grey keeps at least 4.8:1 on white, gray.0–2 stripes and light badges.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f676f' },
  dark: {},
});

/** Theme, toasts host (SPEC §8: top centre), server state cache and translations. */
export function AppProviders({
  i18n,
  queryClient: given,
  children,
}: {
  i18n: I18n;
  /** The app passes its one cache (sign-in seeds it, sign-out empties it); tests get a fresh one. */
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <Notifications
          position="top-center"
          autoClose={TOAST_DURATION_MS}
          transitionDuration={TOAST_HOST_TRANSITION_MS}
          limit={3}
        />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
