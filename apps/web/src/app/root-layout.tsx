import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { routeHandle } from './route-handle.ts';

/** The root of every route: keeps the document title on the deepest screen's title. */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((match) => routeHandle(match).titleKey)
    .find(Boolean);
  const appName = t('app.name');
  const title = titleKey ? `${t(titleKey)} · ${appName}` : appName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
