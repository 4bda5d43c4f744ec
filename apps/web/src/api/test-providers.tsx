import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestI18n } from '../test/test-i18n.ts';
import { createAppQueryClient } from './query-client.ts';

/**
 * Test-only: renders a screen at `path` with theme, English strings, a fresh cache and a router;
 * `language` sets the interface language a screen reads.
 */
export async function renderScreen(
  element: ReactNode,
  { path = '/', at = path, language }: { path?: string; at?: string; language?: string } = {},
) {
  const i18n = await createTestI18n();
  // The person's interface language; the strings stay English (no other language is loaded).
  if (language) await i18n.changeLanguage(language);
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [at],
    },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { router, queryClient };
}
