import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { GuardLoaderData } from '../guard-loader.ts';
import { BlockedScreen } from './blocked-screen.tsx';
import { AppHeader } from './app-header.tsx';
import { AppNavbar } from './app-navbar.tsx';
import { useScreenHeadingFocus } from './screen-heading-focus.ts';

/** The application frame around every signed-in screen (docs/product/routes-and-redirects.md#screens root shell). */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const guard = useRouteLoaderData('root') as GuardLoaderData | undefined;
  useEffect(close, [pathname, close]);
  const main = useRef<HTMLElement>(null);
  useScreenHeadingFocus(main);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <AppHeader navbarOpened={opened} onToggleNavbar={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <AppNavbar />
      </AppShell.Navbar>
      <AppShell.Main ref={main} id="main-content" bg="var(--mantine-color-gray-0)">
        {guard?.blocked ? <BlockedScreen denial={guard.blocked} /> : <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
