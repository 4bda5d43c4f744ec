import { ADMIN_ROLES, Modules } from '@atrium/contract/access';
import type { RouteObject } from 'react-router';
import { lazyScreen, redirectRoute, screenRoute } from '../route-handle.ts';

const timeTracking = () => import('../../features/time-tracking/screens.ts');
// Home is a signed-in person's first screen, so it is a chunk of its own: the first view does not
// wait for the module's other screens (docs/performance.md, "Web: initial JavaScript").
const home = () => import('../../features/time-tracking/home-screen.tsx');
const statistics = () => import('../../features/statistics/screens.ts');
const TT = { modules: [Modules.TIME_TRACKING] };

/** The shell's default screen: home is the day timeline and needs TIME_TRACKING (docs/product/routes-and-redirects.md#screens). */
export const homeRoute: RouteObject = screenRoute(null, 'home', lazyScreen(home, 'HomeScreen'), TT);

/** docs/product/routes-and-redirects.md#screens does not name a default for statistics; its first child, users, is used. */
export const statisticsRoute: RouteObject = screenRoute(
  'statistics',
  'statistics',
  lazyScreen(statistics, 'StatisticsScreen'),
  {
    ...TT,
    children: [
      redirectRoute(null, '/statistics/users'),
      screenRoute('users', 'statistics-users', lazyScreen(statistics, 'StatisticsUsersScreen')),
      screenRoute('hours', 'statistics-hours', lazyScreen(statistics, 'StatisticsHoursScreen')),
      screenRoute('project', 'statistics-project', lazyScreen(statistics, 'StatisticsProjectScreen')),
      screenRoute('action', 'statistics-action', lazyScreen(statistics, 'StatisticsActionScreen')),
    ],
  },
);

export const timeTrackingEditRoutes: RouteObject[] = [
  screenRoute('activity/add', 'activity-add', lazyScreen(timeTracking, 'ActivityAddScreen'), TT),
  screenRoute('activity/edit', 'activity-edit', lazyScreen(timeTracking, 'ActivityEditScreen'), TT),
  screenRoute('client/add', 'client-add', lazyScreen(timeTracking, 'ClientAddScreen'), TT),
  screenRoute('client/edit', 'client-edit', lazyScreen(timeTracking, 'ClientEditScreen'), TT),
  screenRoute('project/add', 'project-add', lazyScreen(timeTracking, 'ProjectAddScreen'), TT),
  screenRoute('project/edit', 'project-edit', lazyScreen(timeTracking, 'ProjectEditScreen'), TT),
];

/** admin/clients: ADMIN/OWNER and TIME_TRACKING; the update children open beside the list. */
export const adminClientsRoute: RouteObject = screenRoute(
  'clients',
  'admin-clients',
  lazyScreen(timeTracking, 'AdminClientsScreen'),
  {
    roles: ADMIN_ROLES,
    ...TT,
    children: [
      screenRoute(
        'client-update',
        'admin-clients-client-update',
        lazyScreen(timeTracking, 'AdminClientsClientUpdateScreen'),
      ),
      screenRoute(
        'project-update',
        'admin-clients-project-update',
        lazyScreen(timeTracking, 'AdminClientsProjectUpdateScreen'),
      ),
    ],
  },
);
