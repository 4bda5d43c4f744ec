import {
  createCompany,
  createInvite,
  getCompanyInvites,
  getCompanyMembers,
  getCurrentCompany,
  getCurrentCompanyMember,
  getInvite,
  getMyCompanies,
  getSubscribedModules,
  respondToInvite,
  revokeInvite,
  updateMemberRole,
  updateMemberStatus,
  updateCompanyTimeZone,
  updateSubscribedModules,
} from '@atrium/contract/companies';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createCompanyHandler } from './create-company.ts';
import { createInviteHandler } from './create-invite.ts';
import { getCompanyInvitesHandler } from './get-company-invites.ts';
import { getCompanyMembersHandler } from './get-company-members.ts';
import { getCurrentCompanyHandler } from './get-current-company.ts';
import { getCurrentCompanyMemberHandler } from './get-current-company-member.ts';
import { getInviteHandler } from './get-invite.ts';
import { getMyCompaniesHandler } from './get-my-companies.ts';
import { getSubscribedModulesHandler } from './get-subscribed-modules.ts';
import { respondToInviteHandler } from './respond-to-invite.ts';
import { revokeInviteHandler } from './revoke-invite.ts';
import { updateCompanyTimeZoneHandler } from './update-company-time-zone.ts';
import { updateMemberRoleHandler } from './update-member-role.ts';
import { updateMemberStatusHandler } from './update-member-status.ts';
import { updateSubscribedModulesHandler } from './update-subscribed-modules.ts';

/** Companies, their modules, members and invitations. */
export const companiesOperations = defineModuleOperations({
  [createCompany.operationId]: { operation: createCompany, handler: createCompanyHandler },
  [getMyCompanies.operationId]: { operation: getMyCompanies, handler: getMyCompaniesHandler },
  [getCurrentCompany.operationId]: { operation: getCurrentCompany, handler: getCurrentCompanyHandler },
  [getSubscribedModules.operationId]: {
    operation: getSubscribedModules,
    handler: getSubscribedModulesHandler,
  },
  [updateSubscribedModules.operationId]: {
    operation: updateSubscribedModules,
    handler: updateSubscribedModulesHandler,
  },
  [updateCompanyTimeZone.operationId]: {
    operation: updateCompanyTimeZone,
    handler: updateCompanyTimeZoneHandler,
  },

  [getCurrentCompanyMember.operationId]: {
    operation: getCurrentCompanyMember,
    handler: getCurrentCompanyMemberHandler,
  },
  [getCompanyMembers.operationId]: { operation: getCompanyMembers, handler: getCompanyMembersHandler },
  [updateMemberRole.operationId]: { operation: updateMemberRole, handler: updateMemberRoleHandler },
  [updateMemberStatus.operationId]: { operation: updateMemberStatus, handler: updateMemberStatusHandler },

  [createInvite.operationId]: { operation: createInvite, handler: createInviteHandler },
  [getCompanyInvites.operationId]: { operation: getCompanyInvites, handler: getCompanyInvitesHandler },
  [revokeInvite.operationId]: { operation: revokeInvite, handler: revokeInviteHandler },
  [getInvite.operationId]: { operation: getInvite, handler: getInviteHandler },
  [respondToInvite.operationId]: { operation: respondToInvite, handler: respondToInviteHandler },
});
