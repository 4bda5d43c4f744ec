import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_HOST_TRANSITION_MS } from '../ui/toasts.ts';
import { theme } from './theme.ts';

/** Theme, toasts host (SPEC §8: top centre), server state cache and translations. */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
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
