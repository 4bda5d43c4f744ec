import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  accessRulePartParamsSchema,
  accessRulePartSchema,
  accessRulesBodySchema,
  accessRulesSchema,
} from './access-rule-schemas.ts';

const admins = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.HUMAN_RESOURCES] } as const;

export const getAccessRules = defineOperation({
  operationId: 'hr_GetAccessRules',
  method: 'GET',
  path: '/api/Admin/access-rules',
  summary: "The company's access rules per part of a record, with the defaults (owners and admins)",
  description:
    'The built-in parts (personal, special_category, employment, administration) and each of the ' +
    "company's sections, in order; each holds every role and scope with the level in force.",
  tag: 'HumanResources',
  response: { schema: accessRulesSchema },
  access: admins,
});

export const replaceAccessRules = defineOperation({
  operationId: 'hr_ReplaceAccessRules',
  method: 'PUT',
  path: '/api/Admin/access-rules/:part',
  summary: "Replace the rules of one part: a built-in key or a section's id (owners and admins)",
  description:
    'A role and scope left out gets "none". A level above what the hard limits allow (own employment ' +
    'or administration above view; special-category data for anyone but owners and admins) is refused, ' +
    'naming `body.rules.<n>.level`. Another company’s section answers 404.',
  tag: 'HumanResources',
  request: { params: accessRulePartParamsSchema, body: accessRulesBodySchema },
  response: { schema: accessRulePartSchema },
  access: admins,
});

export const resetAccessRules = defineOperation({
  operationId: 'hr_ResetAccessRules',
  method: 'DELETE',
  path: '/api/Admin/access-rules/:part',
  summary: 'Remove the rules of one part, so its defaults apply again (owners and admins)',
  tag: 'HumanResources',
  request: { params: accessRulePartParamsSchema },
  response: { schema: accessRulePartSchema },
  access: admins,
});
