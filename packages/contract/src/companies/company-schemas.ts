import { z } from 'zod';
import { ALL_MODULES, ALL_ROLES } from '../access/index.ts';
import { timeZoneSchema } from '../dates/time-zone.ts';

export const companyRoleSchema = z.enum(['OWNER', 'ADMIN', 'MEMBER']);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

export const memberStatusSchema = z.enum(['ACTIVE', 'DISABLED']);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const moduleSchema = z.enum(ALL_MODULES);
export const roleSchema = z.enum(ALL_ROLES);

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 100;

/** Trimmed before the length check, so "  a " is too short. */
export const companyNameSchema = z
  .string()
  .trim()
  .min(COMPANY_NAME_MIN, `must be ${COMPANY_NAME_MIN} to ${COMPANY_NAME_MAX} characters`)
  .max(COMPANY_NAME_MAX, `must be ${COMPANY_NAME_MIN} to ${COMPANY_NAME_MAX} characters`);

export const companySchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  modules: z.array(moduleSchema),
  /** IANA zone of the company's days and times, for members without their own (decision 055). */
  timeZone: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const updateCompanyTimeZoneBodySchema = z.object({ timeZone: timeZoneSchema });

/** One of the signed-in person's active memberships (company switcher). */
export const myCompanySchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  companyMemberId: z.uuid(),
  role: companyRoleSchema,
});
export type MyCompany = z.infer<typeof myCompanySchema>;

export const currentCompanyMemberSchema = z.object({
  companyMemberId: z.uuid(),
  companyId: z.uuid(),
  userId: z.uuid(),
  role: companyRoleSchema,
  /** OWNER/ADMIN (none for MEMBER) plus department manager roles. */
  roles: z.array(roleSchema),
  status: memberStatusSchema,
  position: z.string().nullable(),
  department: z.object({ departmentId: z.uuid(), name: z.string() }).nullable(),
});
export type CurrentCompanyMember = z.infer<typeof currentCompanyMemberSchema>;

export const companyMemberListItemSchema = z.object({
  companyMemberId: z.uuid(),
  userId: z.uuid(),
  name: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  email: z.string().nullable(),
  role: companyRoleSchema,
  status: memberStatusSchema,
  position: z.string().nullable(),
});
export type CompanyMemberListItem = z.infer<typeof companyMemberListItemSchema>;

export const MEMBERS_PAGE_SIZE_MAX = 100;

export const companyMembersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MEMBERS_PAGE_SIZE_MAX).default(20),
  /** Matches name, given/family name or e-mail, case-insensitively. */
  search: z.string().trim().max(100).optional(),
});

export const companyMembersPageSchema = z.object({
  items: z.array(companyMemberListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const subscribedModulesSchema = z.object({ modules: z.array(moduleSchema) });

export const companyMemberIdParamsSchema = z.object({ companyMemberId: z.uuid() });
