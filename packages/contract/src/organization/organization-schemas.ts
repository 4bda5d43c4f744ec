import { z } from 'zod';

export const ORGANIZATION_NAME_MAX = 100;
/** Upper bound of a move's target index; positions past the end mean "last". */
export const ORGANIZATION_INDEX_MAX = 10_000;

/** Trimmed, then 1 to 100 characters. */
export const organizationNameSchema = z
  .string()
  .trim()
  .min(1, `must be 1 to ${ORGANIZATION_NAME_MAX} characters`)
  .max(ORGANIZATION_NAME_MAX, `must be 1 to ${ORGANIZATION_NAME_MAX} characters`);

/** A division or department manager as the organisation shows them. */
export const organizationManagerSchema = z.object({
  companyMemberId: z.uuid(),
  name: z.string(),
  initials: z.string(),
  /** The person's picture path, or null for initials. */
  pictureUrl: z.string().nullable(),
  position: z.string().nullable(),
});
export type OrganizationManager = z.infer<typeof organizationManagerSchema>;

export const departmentNodeSchema = z.object({
  departmentId: z.uuid(),
  divisionId: z.uuid(),
  name: z.string(),
  sortOrder: z.number().int(),
  /** Active members placed in the department. */
  memberCount: z.number().int(),
  managers: z.array(organizationManagerSchema),
});
export type DepartmentNode = z.infer<typeof departmentNodeSchema>;

export const divisionNodeSchema = z.object({
  divisionId: z.uuid(),
  name: z.string(),
  sortOrder: z.number().int(),
  /** Active members placed in the division's departments. */
  memberCount: z.number().int(),
  managers: z.array(organizationManagerSchema),
  departments: z.array(departmentNodeSchema),
});
export type DivisionNode = z.infer<typeof divisionNodeSchema>;

export const organizationSchema = z.object({
  companyName: z.string(),
  /** Active members of the company. */
  memberCount: z.number().int(),
  /** Active members placed in no department. */
  unplacedCount: z.number().int(),
  divisions: z.array(divisionNodeSchema),
  /** Whether the caller may change the organisation (ADMIN or OWNER). */
  canManage: z.boolean(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const divisionSchema = z.object({
  divisionId: z.uuid(),
  name: z.string(),
  sortOrder: z.number().int(),
});
export type Division = z.infer<typeof divisionSchema>;

export const departmentSchema = z.object({
  departmentId: z.uuid(),
  divisionId: z.uuid(),
  name: z.string(),
  sortOrder: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;

export const managersSchema = z.object({ managers: z.array(organizationManagerSchema) });

export const placementSchema = z.object({
  companyMemberId: z.uuid(),
  departmentId: z.uuid().nullable(),
});

export const divisionIdParamsSchema = z.object({ divisionId: z.uuid() });
export const departmentIdParamsSchema = z.object({ departmentId: z.uuid() });
export const moveIndexSchema = z.number().int().min(0).max(ORGANIZATION_INDEX_MAX);
