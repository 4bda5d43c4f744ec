import type { GuardDecision, GuardSubject } from '@atrium/contract/guards';

/**
 * The web app's own route table and guard, loaded from its sources (apps/web/src/app), so a browser
 * test can walk every route a person may open without a list of its own: a route added to the
 * table is walked the next time the test runs.
 *
 * The modules are imported by a computed name: the tools' TypeScript project (tsconfig.tools.json)
 * has no JSX, so it must not follow the import into the web app's components; Vitest compiles
 * them with the web app's settings when the test runs.
 */
const APP_ROUTES_MODULE = '../../apps/web/src/app/app-routes.ts';
const GUARD_MODULE = '../../apps/web/src/app/guard-loader.ts';

/** The part of a react-router route object the walk reads. */
interface RouteNode {
  path?: string;
  index?: boolean;
  handle?: { screen?: string };
  children?: RouteNode[];
}

interface AppRoutesModule {
  createAppRoutes(options: {
    getSubject: () => GuardSubject | null;
    arrivedFromStoredOrigin: () => boolean;
    onDenied: () => void;
  }): RouteNode[];
}

interface GuardModule {
  resolveNavigation(
    routes: RouteNode[],
    subject: GuardSubject | null,
    pathname: string,
    arrivedFromStoredOrigin: boolean,
  ): GuardDecision;
}

/**
 * One screen of the table at its path. Redirect routes (defaults of a parent, aliases) are not
 * listed: they end on one of these screens (apps/web/src/app/route-table.test.ts checks where), and
 * neither is a parent whose default child always shows inside it.
 */
interface TablePath {
  /** As written in the table, parameters included (`/admin/users/profile/:companyMemberId`). */
  pattern: string;
  screen: string;
}

export interface RouteTable {
  paths: readonly TablePath[];
  /** Whether the app's guard lets `subject` open `pathname` (no redirect, no denial). */
  opens(subject: GuardSubject, pathname: string): boolean;
}

function joined(parent: string, segment: string | undefined): string {
  if (!segment) return parent;
  if (segment.startsWith('/')) return segment;
  return `${parent === '/' ? '' : parent}/${segment}`;
}

function collect(routes: readonly RouteNode[], parent: string, into: TablePath[]): void {
  for (const route of routes) {
    const pattern = route.index ? parent : joined(parent, route.path);
    const screen = route.handle?.screen;
    const hasDefault = (route.children ?? []).some((child) => child.index);
    if (screen && !hasDefault) into.push({ pattern, screen });
    if (route.children) collect(route.children, pattern, into);
  }
}

export async function loadRouteTable(): Promise<RouteTable> {
  const { createAppRoutes } = (await import(/* @vite-ignore */ APP_ROUTES_MODULE)) as AppRoutesModule;
  const { resolveNavigation } = (await import(/* @vite-ignore */ GUARD_MODULE)) as GuardModule;
  const routes = createAppRoutes({
    getSubject: () => null,
    arrivedFromStoredOrigin: () => false,
    onDenied: () => {},
  });
  const paths: TablePath[] = [];
  collect(routes, '', paths);
  return {
    paths,
    opens: (subject, pathname) => resolveNavigation(routes, subject, pathname, false).kind === 'allow',
  };
}

/** Fills the `:name` parameters of `pattern`; throws naming a parameter that has no value. */
export function concretePath(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`${pattern}: no demo value for :${name}; add one to the walk's parameters`);
    }
    return encodeURIComponent(value);
  });
}
