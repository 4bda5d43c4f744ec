import { Modules, Roles, TRANSLATION_ROLES } from '@atrium/contract/access';
import type { RouteObject } from 'react-router';
import { lazyScreen, redirectRoute, screenRoute } from '../route-handle.ts';

const account = () => import('../../features/account/screens.ts');
const apiTokens = () => import('../../features/api-tokens/screens.ts');
const absence = () => import('../../features/absence/screens.ts');
const notifications = () => import('../../features/notifications/screens.ts');
const companyChoose = () => import('../../features/company-choose/screens.ts');
const translations = () => import('../../features/translations/screens.ts');
const contactSupport = () => import('../../features/contact-support/screens.ts');
const testing = () => import('../../features/testing/screens.ts');
const respondToInvite = () => import('../../features/respond-to-invite/screens.ts');
const mailOutbox = () => import('../../features/mail-outbox/screens.ts');

export const accountRoute: RouteObject = screenRoute(
  'account',
  'account',
  lazyScreen(account, 'AccountScreen'),
  {
    children: [
      redirectRoute(null, '/account/general-settings'),
      screenRoute(
        'general-settings',
        'account-general-settings',
        lazyScreen(account, 'AccountGeneralSettingsScreen'),
      ),
      screenRoute('profile', 'account-profile', lazyScreen(account, 'AccountProfileScreen')),
      screenRoute(
        'add-detail-section',
        'account-add-detail-section',
        lazyScreen(account, 'AccountAddDetailSectionScreen'),
      ),
      screenRoute('api-tokens', 'account-api-tokens', lazyScreen(apiTokens, 'AccountApiTokensScreen')),
    ],
  },
);

/** docs/product/routes-and-redirects.md#screens names no default for absence or notifications; the overview (first child) is used. */
export const absenceRoute: RouteObject = screenRoute(
  'absence',
  'absence',
  lazyScreen(absence, 'AbsenceScreen'),
  {
    modules: [Modules.ABSENCE],
    children: [
      redirectRoute(null, '/absence/overview'),
      screenRoute('overview', 'absence-overview', lazyScreen(absence, 'AbsenceOverviewScreen')),
      screenRoute('planner', 'absence-planner', lazyScreen(absence, 'AbsencePlannerScreen')),
    ],
  },
);

export const notificationsRoute: RouteObject = screenRoute(
  'notifications',
  'notifications',
  lazyScreen(notifications, 'NotificationsScreen'),
  {
    children: [
      redirectRoute(null, '/notifications/overview'),
      screenRoute(
        'overview',
        'notifications-overview',
        lazyScreen(notifications, 'NotificationsOverviewScreen'),
      ),
      screenRoute(
        'preferences',
        'notifications-preferences',
        lazyScreen(notifications, 'NotificationsPreferencesScreen'),
      ),
    ],
  },
);

export const otherShellRoutes: RouteObject[] = [
  screenRoute('company-choose', 'company-choose', lazyScreen(companyChoose, 'CompanyChooseScreen')),
  screenRoute(
    'translations/configure-translations',
    'translations-configure',
    lazyScreen(translations, 'TranslationsConfigureScreen'),
    {
      roles: TRANSLATION_ROLES,
    },
  ),
  screenRoute(
    'translations/manage-translators',
    'translations-manage-translators',
    lazyScreen(translations, 'TranslationsManageTranslatorsScreen'),
    {
      roles: [Roles.SUPERADMIN],
    },
  ),
  // Not in docs/product/routes-and-redirects.md#screens: where mail lands without an SMTP server (decision 011). A SUPERADMIN is a
  // global role, so no company is needed, as for the translation screens.
  screenRoute('mail-outbox', 'mail-outbox', lazyScreen(mailOutbox, 'MailOutboxScreen'), {
    roles: [Roles.SUPERADMIN],
    allowWithoutCompany: true,
  }),
  screenRoute('contact-support', 'contact-support', lazyScreen(contactSupport, 'ContactSupportScreen')),
  screenRoute('testing', 'testing', lazyScreen(testing, 'TestingScreen')),
  // An invited person may have no company yet: the invitation is how they get one (decision 009).
  screenRoute(
    'respond-to-invite',
    'respond-to-invite',
    lazyScreen(respondToInvite, 'RespondToInviteScreen'),
    {
      allowWithoutCompany: true,
    },
  ),
];
