import { Modules, Roles } from '@atrium/contract/access';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { claims, createTestRouter, type TestRouter } from '../../test/test-router.ts';
import { createTestI18n } from '../../test/test-i18n.ts';
import { App } from '../app.tsx';

let current: TestRouter | undefined;
afterEach(() => current?.dispose());

async function renderApp(router: TestRouter) {
  const i18n = await createTestI18n();
  const routes = router.router.routes;
  render(<App router={router.router} routes={routes} session={router.session} i18n={i18n} />);
}

describe('AppLayout', () => {
  it('frames a screen with the product name, the company placeholder and the allowed navigation', async () => {
    current = await createTestRouter(
      claims({ roles: [], modules: [Modules.ABSENCE, Modules.TIME_TRACKING], name: 'Marko Member' }),
      {
        entry: '/absence/planner',
      },
    );
    await renderApp(current);
    // The planner itself: its month navigation, under the Absence screen's Planner tab.
    expect(await screen.findByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Planner' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Atrium')).toBeInTheDocument();
    expect(screen.getByTestId('company-name').textContent).toBe('No company selected');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Absence' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Configure translations' })).toBeNull();
    expect(screen.getByRole('button', { name: 'User menu: Marko Member, MM' })).toBeInTheDocument();
  });

  it('shows the denial in place of the screen when the first navigation came from the stored origin', async () => {
    current = await createTestRouter(claims({ roles: [Roles.ADMIN], modules: [Modules.TIME_TRACKING] }), {
      entry: '/absence/planner',
      arrivedFromStoredOrigin: true,
    });
    await renderApp(current);
    // Other toasts may stand beside it (no server answers in this test): find the denial's own.
    const title = await screen.findByText('You cannot open this screen');
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the denial is not an alert');
    expect(within(alert).getByText('Absence')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous month' })).toBeNull();
  });
});
