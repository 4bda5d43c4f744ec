import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { companyProfileSchema, updateCompanyProfileBodySchema } from './company-profile-schemas.ts';

export const getCompanyProfile = defineOperation({
  operationId: 'companies_GetCompanyProfile',
  method: 'GET',
  path: '/api/Companies/profile',
  summary: 'The about page of the current company: name, description, address, country, contacts',
  tag: 'Companies',
  response: { schema: companyProfileSchema },
  access: { kind: 'member' },
});

export const updateCompanyProfile = defineOperation({
  operationId: 'companies_UpdateCompanyProfile',
  method: 'PUT',
  path: '/api/Companies/profile',
  summary: "Change the current company's name and about page",
  description: 'Fields left out keep their value; null clears one. Audited as company.profile_updated.',
  tag: 'Companies',
  request: { body: updateCompanyProfileBodySchema },
  response: { schema: companyProfileSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});
