import { ADMIN_ROLES, MANAGER_ROLES, Modules } from '@atrium/contract/access';
import type { RouteObject } from 'react-router';
import { lazyScreen, redirectRoute, screenRoute } from '../route-handle.ts';
import { adminClientsRoute } from './time-tracking-routes.ts';

const admin = () => import('../../features/admin/screens.ts');
const hr = () => import('../../features/hr/screens.ts');
const absence = () => import('../../features/absence/screens.ts');
const absenceSettings = () => import('../../features/absence-settings/screens.ts');
const HR = { modules: [Modules.HUMAN_RESOURCES] };

/**
 * admin/users: the list, and one person's profile whose sections are children. docs/product/routes-and-redirects.md#screens names
 * "list and a profile"; the list is the default and the profile carries the member id.
 */
const adminUsersRoute: RouteObject = screenRoute('users', 'admin-users', lazyScreen(hr, 'AdminUsersScreen'), {
  ...HR,
  children: [
    redirectRoute(null, '/admin/users/list'),
    screenRoute('list', 'admin-users-list', lazyScreen(hr, 'AdminUsersListScreen')),
    screenRoute(
      'expiring-documents',
      'admin-users-expiring-documents',
      lazyScreen(hr, 'AdminUsersExpiringDocumentsScreen'),
    ),
    screenRoute('profile/:companyMemberId', 'admin-user-profile', lazyScreen(hr, 'AdminUserProfileScreen'), {
      children: [
        redirectRoute(null, '/admin/users/profile/:companyMemberId/personal-information'),
        screenRoute(
          'personal-information',
          'admin-user-personal-information',
          lazyScreen(hr, 'AdminUserPersonalInformationScreen'),
        ),
        screenRoute(
          'employment-information',
          'admin-user-employment-information',
          lazyScreen(hr, 'AdminUserEmploymentInformationScreen'),
        ),
        screenRoute(
          'other-information',
          'admin-user-other-information',
          lazyScreen(hr, 'AdminUserOtherInformationScreen'),
        ),
        screenRoute(
          'administration',
          'admin-user-administration',
          lazyScreen(hr, 'AdminUserAdministrationScreen'),
        ),
      ],
    }),
  ],
});

/** admin: managers only; the default child is absence (docs/product/routes-and-redirects.md#screens). */
export const adminRoute: RouteObject = screenRoute('admin', 'admin', lazyScreen(admin, 'AdminScreen'), {
  roles: MANAGER_ROLES,
  children: [
    redirectRoute(null, '/admin/absence'),
    adminUsersRoute,
    screenRoute('detail-update', 'admin-detail-update', lazyScreen(hr, 'AdminDetailUpdateScreen'), HR),
    screenRoute('absence', 'admin-absence', lazyScreen(absence, 'AdminAbsenceScreen'), {
      modules: [Modules.ABSENCE],
      children: [
        redirectRoute(null, '/admin/absence/overview'),
        screenRoute('overview', 'admin-absence-overview', lazyScreen(absence, 'AdminAbsenceOverviewScreen')),
        screenRoute('gantt', 'admin-absence-gantt', lazyScreen(absence, 'AdminAbsenceGanttScreen')),
        // The team's overtime: managers approve their members' weeks (docs/product/overtime.md#team).
        screenRoute('overtime', 'admin-absence-overtime', lazyScreen(absence, 'TeamOvertimeScreen')),
        // Manual balance adjustments: ADMIN/OWNER only, as the server allows (decision 072).
        screenRoute(
          'adjustments',
          'admin-absence-adjustments',
          lazyScreen(absenceSettings, 'BalanceAdjustmentsScreen'),
          { roles: ADMIN_ROLES },
        ),
        // The company's balances and every request: ADMIN/OWNER only, as the server allows.
        screenRoute('reports', 'admin-absence-reports', lazyScreen(absence, 'AbsenceReportsScreen'), {
          roles: ADMIN_ROLES,
        }),
      ],
    }),
    adminClientsRoute,
  ],
});
