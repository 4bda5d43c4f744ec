import type { FastifyInstance } from 'fastify';
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
  updateSubscribedModules,
} from '@atrium/contract/companies';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { handleCreateCompany } from './create-company.ts';
import { handleCreateInvite } from './create-invite.ts';
import { handleGetCompanyInvites } from './get-company-invites.ts';
import { handleGetCompanyMembers } from './get-company-members.ts';
import { handleGetCurrentCompany } from './get-current-company.ts';
import { handleGetCurrentCompanyMember } from './get-current-company-member.ts';
import { handleGetInvite } from './get-invite.ts';
import { handleGetMyCompanies } from './get-my-companies.ts';
import { handleRespondToInvite } from './respond-to-invite.ts';
import { handleRevokeInvite } from './revoke-invite.ts';
import { handleGetSubscribedModules, handleUpdateSubscribedModules } from './subscribed-modules.ts';
import { handleUpdateMemberRole } from './update-member-role.ts';
import { handleUpdateMemberStatus } from './update-member-status.ts';

/** Companies, their modules, members and invitations (issue 3, item 6). */
export async function registerCompaniesModule(app: FastifyInstance, platform: Platform): Promise<void> {
  registerOperation(app, createCompany, handleCreateCompany(platform));
  registerOperation(app, getMyCompanies, handleGetMyCompanies);
  registerOperation(app, getCurrentCompany, handleGetCurrentCompany);
  registerOperation(app, getSubscribedModules, handleGetSubscribedModules);
  registerOperation(app, updateSubscribedModules, handleUpdateSubscribedModules(platform));

  registerOperation(app, getCurrentCompanyMember, handleGetCurrentCompanyMember);
  registerOperation(app, getCompanyMembers, handleGetCompanyMembers);
  registerOperation(app, updateMemberRole, handleUpdateMemberRole(platform));
  registerOperation(app, updateMemberStatus, handleUpdateMemberStatus(platform));

  registerOperation(app, createInvite, handleCreateInvite(platform));
  registerOperation(app, getCompanyInvites, handleGetCompanyInvites);
  registerOperation(app, revokeInvite, handleRevokeInvite(platform));
  registerOperation(app, getInvite, handleGetInvite(platform));
  registerOperation(app, respondToInvite, handleRespondToInvite(platform));
}
