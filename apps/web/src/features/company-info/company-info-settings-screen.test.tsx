import { Modules, Roles, type Module } from '@atrium/contract/access';
import { getSubscribedModules } from '@atrium/contract/companies';
import { getUnreadCount } from '@atrium/contract/notifications';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../app/app.tsx';
import { answer, serveApiInTests } from '../../test/api-server.ts';
import { claims, createTestRouter, type TestRouter } from '../../test/test-router.ts';
import { createTestI18n } from '../../test/test-i18n.ts';

serveApiInTests();

// The route's screens load lazily; loaded once here, so the first test does not pay for it.
beforeAll(() => import('./screens.ts'));

let current: TestRouter | undefined;
afterEach(() => current?.dispose());

async function tabsFor(modules: Module[]) {
  answer(getSubscribedModules, { modules });
  // The shell's header asks the unread count.
  answer(getUnreadCount, { unreadCount: 0, otherCompaniesUnread: 0 });
  current = await createTestRouter(claims({ roles: [Roles.OWNER], modules }), {
    entry: '/current-company-info/settings/subscription-modules',
  });
  render(
    <App
      router={current.router}
      routes={current.router.routes}
      session={current.session}
      i18n={await createTestI18n()}
    />,
  );
  await screen.findByRole('tab', { name: 'Subscription modules' });
  return screen
    .getAllByRole('tab')
    .map((tab) => tab.textContent)
    .filter((name) => ['Subscription modules', 'Approval policy', 'Absence document rules'].includes(name!));
}

describe('company settings tabs (docs/product/routes-and-redirects.md#screens)', () => {
  it('offers approval policy only with ABSENCE', async () => {
    expect(await tabsFor([Modules.TIME_TRACKING, Modules.TEMPLATE_GENERATION])).toEqual([
      'Subscription modules',
    ]);
  });

  it('offers absence document rules only with ABSENCE and TEMPLATE_GENERATION', async () => {
    expect(await tabsFor([Modules.ABSENCE])).toEqual(['Subscription modules', 'Approval policy']);
  });

  it('offers all three with both modules', async () => {
    expect(await tabsFor([Modules.ABSENCE, Modules.TEMPLATE_GENERATION])).toEqual([
      'Subscription modules',
      'Approval policy',
      'Absence document rules',
    ]);
  });
});
