import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createAppQueryClient } from '../api/query-client.ts';
import { I18nextProvider } from 'react-i18next';
import { loadToastHost } from './load-toast-host.ts';
import { readableLightColorVariables } from './readable-colors.ts';
import { useLocalizedTheme } from './theme.ts';

const LazyToastHost = lazy(async () => ({ default: (await loadToastHost()).ToastHost }));

// Mantine's dimmed text (gray.6, #868e96) has a contrast of 3.3:1 on white; WCAG 1.4.3 asks for
// 4.5:1. This grey keeps at least 4.8:1 on white, gray.0–2 stripes and light badges.
// Every colour's light variant (tinted alerts and badges) gets a text colour that reads on its tint
// (readable-colors.ts); Mantine's shade 9 does not for orange, yellow, lime and green.
// Filled red (delete buttons, red badges) is red.7 (#f03e3e) under white text: 3.8:1; red.9
// (#c92a2a) has 5.5:1, and its hover is darker still.
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  // Field errors in red.9 (#c92a2a, 5.5:1 on white); Mantine's red.6 has 3.6:1.
  light: {
    ...readableLightColorVariables(theme.colors),
    '--mantine-color-dimmed': '#5f676f',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
  },
  dark: {},
});

/** Theme, toasts host (docs/product/error-texts-and-toasts.md: top centre), server state cache and translations. */
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
      <ThemedApp>
        <Toasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemedApp>
    </I18nextProvider>
  );
}

/**
 * The toast host, mounted with the first toast and kept: Mantine's notifications and their
 * transitions are not part of the sign-in page's JavaScript (docs/performance.md, "Web: initial
 * JavaScript"). A toast shown before it arrives waits in the notifications store.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LazyToastHost />
    </Suspense>
  ) : null;
}

/** Mantine with the theme in the interface language (it names the close buttons). */
function ThemedApp({ children }: { children: ReactNode }) {
  const theme = useLocalizedTheme();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
