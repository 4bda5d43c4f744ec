import type { RouteAccess } from '@atrium/contract/guards';
import type { ComponentType } from 'react';
import { generatePath, redirect, type LazyRouteFunction, type RouteObject } from 'react-router';
import type { ScreenId } from '../i18n/locales/en.ts';

/**
 * Metadata of one route, kept in `handle` so that tests, the guards and the navigation can read
 * the table without rendering it. A route shows a screen (`screen`) or only redirects
 * (`redirectTo`); either may carry access rules.
 */
export interface RouteHandle extends RouteAccess {
  /** A signed-in person without a company membership may open it (decision 009). */
  allowWithoutCompany?: boolean;
  screen?: ScreenId;
  titleKey?: `screens.${ScreenId}`;
  redirectTo?: string;
}

type ScreenModule = Record<string, unknown>;

/**
 * Lazy loader of one screen out of a feature's `screens.ts` (one chunk per module), or out of the
 * screen's own file when it is a first screen that should not wait for the others (home).
 */
export function lazyScreen<M extends ScreenModule>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await load();
    const Component = module[exportName] as ComponentType | undefined;
    if (!Component) throw new Error(`Screen ${exportName} is missing from its module`);
    return { Component };
  };
}

interface ScreenOptions extends RouteAccess {
  allowWithoutCompany?: boolean;
  children?: RouteObject[];
}

/** A route that renders `screen`, loaded lazily. `path: null` makes it the index route. */
export function screenRoute(
  path: string | null,
  screen: ScreenId,
  lazy: LazyRouteFunction<RouteObject>,
  options: ScreenOptions = {},
): RouteObject {
  const { children, ...access } = options;
  const handle: RouteHandle = { screen, titleKey: `screens.${screen}`, ...access };
  if (path === null) return { index: true, lazy, handle };
  return children ? { path, lazy, handle, children } : { path, lazy, handle };
}

/**
 * A route that only redirects to the absolute path `to`, which may name the current route's
 * params (`/admin/users/profile/:companyMemberId/personal-information`). `path: null` makes it an
 * index route, i.e. the default child of its parent.
 */
export function redirectRoute(path: string | null, to: string): RouteObject {
  const handle: RouteHandle = { redirectTo: to };
  const loader = ({ params }: { params: Record<string, string | undefined> }) =>
    redirect(generatePath(to, params as Record<string, string>));
  return path === null ? { index: true, loader, handle } : { path, loader, handle };
}

export function routeHandle(route: { handle?: unknown }): RouteHandle {
  return (route.handle ?? {}) as RouteHandle;
}
