import { ADMIN_ROLES, Modules, Roles } from '@atrium/contract/access';
import type { RouteObject } from 'react-router';
import { lazyScreen, redirectRoute, screenRoute } from '../route-handle.ts';

const info = () => import('../../features/company-info/screens.ts');
const absenceSettings = () => import('../../features/absence-settings/screens.ts');
const absenceTeam = () => import('../../features/absence-team/screens.ts');
const apiTokens = () => import('../../features/api-tokens/screens.ts');
const chatConnectors = () => import('../../features/chat-connectors/screens.ts');
const webhooks = () => import('../../features/webhooks/screens.ts');

/** current-company-info: about by default; settings and company files for ADMIN/OWNER (docs/product/routes-and-redirects.md#screens). */
export const companyInfoRoute: RouteObject = screenRoute(
  'current-company-info',
  'company-info',
  lazyScreen(info, 'CompanyInfoScreen'),
  {
    children: [
      redirectRoute(null, '/current-company-info/about'),
      screenRoute('about', 'company-info-about', lazyScreen(info, 'CompanyInfoAboutScreen')),
      screenRoute('people', 'company-info-people', lazyScreen(info, 'CompanyInfoPeopleScreen')),
      screenRoute(
        'organization',
        'company-info-organization',
        lazyScreen(info, 'CompanyInfoOrganizationScreen'),
        {
          children: [
            redirectRoute(null, '/current-company-info/organization/overview'),
            screenRoute(
              'overview',
              'company-info-organization-overview',
              lazyScreen(info, 'CompanyInfoOrganizationOverviewScreen'),
            ),
            screenRoute(
              'diagram',
              'company-info-organization-diagram',
              lazyScreen(info, 'CompanyInfoOrganizationDiagramScreen'),
            ),
          ],
        },
      ),
      screenRoute('settings', 'company-info-settings', lazyScreen(info, 'CompanyInfoSettingsScreen'), {
        roles: ADMIN_ROLES,
        children: [
          redirectRoute(null, '/current-company-info/settings/subscription-modules'),
          screenRoute(
            'subscription-modules',
            'company-info-subscription-modules',
            lazyScreen(info, 'CompanyInfoSubscriptionModulesScreen'),
          ),
          screenRoute(
            'approval-policy',
            'company-info-approval-policy',
            lazyScreen(info, 'CompanyInfoApprovalPolicyScreen'),
            {
              modules: [Modules.ABSENCE],
            },
          ),
          // Absence settings live as tabs beside the approval policy (decision 061).
          screenRoute(
            'leave-types',
            'company-info-leave-types',
            lazyScreen(absenceSettings, 'LeaveTypesScreen'),
            {
              modules: [Modules.ABSENCE],
            },
          ),
          screenRoute(
            'work-schedule',
            'company-info-work-schedule',
            lazyScreen(absenceSettings, 'WorkScheduleScreen'),
            { modules: [Modules.ABSENCE] },
          ),
          screenRoute(
            'public-holidays',
            'company-info-public-holidays',
            lazyScreen(absenceSettings, 'PublicHolidaysScreen'),
            { modules: [Modules.ABSENCE] },
          ),
          screenRoute(
            'allowance-policies',
            'company-info-allowance-policies',
            lazyScreen(absenceSettings, 'AllowancePoliciesScreen'),
            { modules: [Modules.ABSENCE] },
          ),
          screenRoute(
            'overtime',
            'company-info-overtime',
            lazyScreen(absenceSettings, 'OvertimeRulesScreen'),
            { modules: [Modules.ABSENCE] },
          ),
          screenRoute('coverage', 'company-info-coverage', lazyScreen(absenceTeam, 'CoverageRulesScreen'), {
            modules: [Modules.ABSENCE],
          }),
          screenRoute(
            'absence-file-generation-rules',
            'company-info-absence-file-generation-rules',
            lazyScreen(info, 'CompanyInfoAbsenceFileGenerationRulesScreen'),
            { modules: [Modules.ABSENCE, Modules.TEMPLATE_GENERATION] },
          ),
          // Owners and admins, like the operations behind it (docs/product/integrations.md#chat).
          screenRoute('chat', 'company-info-chat', lazyScreen(chatConnectors, 'ChatConnectorsScreen'), {
            roles: ADMIN_ROLES,
          }),
          // Owners only, like the operations behind it (docs/product/integrations.md#api-tokens).
          screenRoute(
            'api-tokens',
            'company-info-api-tokens',
            lazyScreen(apiTokens, 'CompanyApiTokensScreen'),
            { roles: [Roles.OWNER] },
          ),
          // Owners and admins, like the operations behind it (docs/product/integrations.md#webhooks).
          screenRoute('webhooks', 'company-info-webhooks', lazyScreen(webhooks, 'WebhooksScreen')),
        ],
      }),
      screenRoute(
        'company-files',
        'company-info-company-files',
        lazyScreen(info, 'CompanyInfoCompanyFilesScreen'),
        {
          roles: ADMIN_ROLES,
          children: [
            screenRoute(
              'update-section',
              'company-info-company-files-update-section',
              lazyScreen(info, 'CompanyInfoCompanyFilesUpdateSectionScreen'),
            ),
          ],
        },
      ),
    ],
  },
);
