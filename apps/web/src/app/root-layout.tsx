import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { routeHandle } from './route-handle.ts';

/** The root of every route: keeps the document title on the deepest screen's title. */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const deepest = [...matches]
    .reverse()
    .map((match) => routeHandle(match))
    .find((handle) => handle.titleKey);
  const titleKey = deepest?.titleKey;
  const appName = t('app.name');
  const title = titleKey ? `${t(titleKey)} · ${appName}` : appName;
  const screen = deepest?.screen ?? '';
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The screen on show, on <html data-current-screen> (screen headings carry their own
  // data-screen): a browser test that moves between screens without loading the page again knows
  // when the new one is there.
  useEffect(() => {
    document.documentElement.dataset['currentScreen'] = screen;
  }, [screen]);
  return <Outlet />;
}
