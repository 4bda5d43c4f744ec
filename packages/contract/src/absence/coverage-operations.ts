import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  coverageDepartmentParamsSchema,
  coverageRuleBodySchema,
  coverageRuleSchema,
  dayRangeQuerySchema,
  departmentCoverageSchema,
} from './coverage-schemas.ts';

const read = { kind: 'member', modules: [Modules.ABSENCE] } as const;
const manage = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.ABSENCE] } as const;

export const getCoverageRules = defineOperation({
  operationId: 'absenceCoverage_GetCoverageRules',
  method: 'GET',
  path: '/api/AbsenceCoverage/rules',
  summary: "The company's coverage rules, one per department that has one",
  tag: 'AbsenceCoverage',
  response: { schema: z.array(coverageRuleSchema) },
  access: manage,
});

export const setCoverageRule = defineOperation({
  operationId: 'absenceCoverage_SetCoverageRule',
  method: 'PUT',
  path: '/api/AbsenceCoverage/rules/:departmentId',
  summary: "Set a department's coverage rule (replaces the one it has)",
  tag: 'AbsenceCoverage',
  request: { params: coverageDepartmentParamsSchema, body: coverageRuleBodySchema },
  response: { schema: coverageRuleSchema },
  access: manage,
});

export const deleteCoverageRule = defineOperation({
  operationId: 'absenceCoverage_DeleteCoverageRule',
  method: 'DELETE',
  path: '/api/AbsenceCoverage/rules/:departmentId',
  summary: "Remove a department's coverage rule",
  tag: 'AbsenceCoverage',
  request: { params: coverageDepartmentParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: manage,
});

export const getDepartmentCoverage = defineOperation({
  operationId: 'absenceCoverage_GetDepartmentCoverage',
  method: 'GET',
  path: '/api/AbsenceCoverage/departments/:departmentId',
  summary: "A department's people present and away per day of a range, with its rule",
  description:
    "The department's members and its division's or department's managers read it; ADMIN/OWNER any department. At most 93 days.",
  tag: 'AbsenceCoverage',
  request: { params: coverageDepartmentParamsSchema, query: dayRangeQuerySchema },
  response: { schema: departmentCoverageSchema },
  access: read,
});
