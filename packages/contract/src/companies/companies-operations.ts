import { z } from 'zod';
import { timeZoneSchema } from '../dates/time-zone.ts';
import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  companyNameSchema,
  companySchema,
  myCompanySchema,
  subscribedModulesSchema,
  updateCompanyTimeZoneBodySchema,
} from './company-schemas.ts';

export const createCompany = defineOperation({
  operationId: 'companies_CreateCompany',
  method: 'POST',
  path: '/api/Companies',
  summary: 'Create a company; the caller becomes its OWNER and it subscribes to every module',
  description:
    'The answer does not switch the session: the web then calls choose-company. `timeZone` is the ' +
    "zone the company's days are counted in until an admin changes it; the web sends the creator's " +
    'browser zone, and without it the company starts on UTC.',
  tag: 'Companies',
  request: { body: z.object({ name: companyNameSchema, timeZone: timeZoneSchema.optional() }) },
  response: { status: 201, schema: companySchema },
  access: { kind: 'signed-in' },
});

export const getMyCompanies = defineOperation({
  operationId: 'companies_GetMyCompanies',
  method: 'GET',
  path: '/api/Companies/my-companies',
  summary: "The caller's active memberships, with company name and role",
  tag: 'Companies',
  response: { schema: z.array(myCompanySchema) },
  access: { kind: 'signed-in' },
});

export const getCurrentCompany = defineOperation({
  operationId: 'companies_GetCurrentCompany',
  method: 'GET',
  path: '/api/Companies/current-company',
  summary: 'The company the caller acts in, with its subscribed modules',
  tag: 'Companies',
  response: { schema: companySchema },
  access: { kind: 'member' },
});

export const getSubscribedModules = defineOperation({
  operationId: 'companies_GetSubscribedModules',
  method: 'GET',
  path: '/api/Companies/subscribed-modules',
  summary: 'Modules the current company subscribes to',
  tag: 'Companies',
  response: { schema: subscribedModulesSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

export const updateSubscribedModules = defineOperation({
  operationId: 'companies_UpdateSubscribedModules',
  method: 'PUT',
  path: '/api/Companies/subscribed-modules',
  summary: 'Replace the set of subscribed modules',
  description: "A module switched off denies its operations from everyone's next request; its data is kept.",
  tag: 'Companies',
  request: { body: subscribedModulesSchema },
  response: { schema: subscribedModulesSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

export const updateCompanyTimeZone = defineOperation({
  operationId: 'companies_UpdateCompanyTimeZone',
  method: 'PUT',
  path: '/api/Companies/time-zone',
  summary: "Set the company's time zone (an IANA name such as Europe/Skopje)",
  description:
    'Members without a zone of their own get their days and times in it from their next write; activities already recorded keep their day.',
  tag: 'Companies',
  request: { body: updateCompanyTimeZoneBodySchema },
  response: { schema: companySchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});
