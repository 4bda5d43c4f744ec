import { z } from 'zod';
import { ACCESS_LEVELS, accessLevelSchema, PROFILE_TABS, type AccessLevel } from './profile-schemas.ts';

/*
 * A company's access rules (docs/product/human-resources.md#access-rules): per part of a record, a
 * level for each role over each scope. The hard limits and the defaults live here so the server's
 * checks and the screen's locked cells are the same.
 */

export const ACCESS_ROLES = ['OWNER', 'ADMIN', 'DIVISION_MANAGER', 'DEPARTMENT_MANAGER', 'MEMBER'] as const;
export type AccessRuleRole = (typeof ACCESS_ROLES)[number];
export const ACCESS_SCOPES = ['own', 'department', 'division', 'company'] as const;
export type AccessRuleScope = (typeof ACCESS_SCOPES)[number];

/** The built-in parts of a record that take rules; special-category data is fixed. */
export const RULED_PARTS = ['personal', 'employment', 'administration'] as const;
export const BUILT_IN_PARTS = ['personal', 'special_category', 'employment', 'administration'] as const;
export type BuiltInPart = (typeof BUILT_IN_PARTS)[number];

export const accessRuleSchema = z.object({
  role: z.enum(ACCESS_ROLES),
  scope: z.enum(ACCESS_SCOPES),
  level: accessLevelSchema,
});
export type AccessRule = z.infer<typeof accessRuleSchema>;

/** A part as the rules name it: a built-in key, or a company section's id. */
export const accessRulePartParamsSchema = z.object({
  part: z
    .string()
    .refine(
      (part) => (RULED_PARTS as readonly string[]).includes(part) || z.uuid().safeParse(part).success,
      `must be one of ${RULED_PARTS.join(', ')} or a section id`,
    ),
});

export const ACCESS_RULES_MAX = ACCESS_ROLES.length * ACCESS_SCOPES.length;

/** The whole matrix of a part; a role and scope left out gets "none". */
export const accessRulesBodySchema = z.object({
  rules: z.array(accessRuleSchema).max(ACCESS_RULES_MAX, `must hold at most ${ACCESS_RULES_MAX} rules`),
});
export type AccessRulesBody = z.infer<typeof accessRulesBodySchema>;

export const accessRulePartSchema = z.object({
  /** The built-in key or the section id. */
  part: z.string(),
  kind: z.enum(['built_in', 'section']),
  /** A section's name; null for a built-in part. */
  name: z.string().nullable(),
  tab: z.enum(PROFILE_TABS).nullable(),
  specialCategory: z.boolean(),
  /** False while the part follows its defaults. */
  customised: z.boolean(),
  /** Every role and scope, as in force: the company's rules, or the defaults. */
  rules: z.array(accessRuleSchema),
  /** What "reset to defaults" returns to. */
  defaults: z.array(accessRuleSchema),
  /** A section without rules of its own follows this part. */
  follows: z.enum(['personal', 'special_category']).nullable(),
  /** False when no rule can change the part (special-category data). */
  editable: z.boolean(),
});
export type AccessRulePart = z.infer<typeof accessRulePartSchema>;

export const accessRulesSchema = z.object({ parts: z.array(accessRulePartSchema) });
export type AccessRules = z.infer<typeof accessRulesSchema>;

/**
 * The highest level a rule may give, whatever the company wants: nobody changes their own
 * employment or administration, and special-category data (the built-in part and special-category
 * sections) is for owners and admins only.
 */
export function accessRuleLimit(
  part: { part: string; specialCategory: boolean },
  role: AccessRuleRole,
  scope: AccessRuleScope,
): AccessLevel {
  if (part.specialCategory || part.part === 'special_category') {
    return role === 'OWNER' || role === 'ADMIN' ? 'edit' : 'none';
  }
  if ((part.part === 'employment' || part.part === 'administration') && scope === 'own') return 'view';
  return 'edit';
}

/** Whether `level` is above `limit` (none < view < propose < edit). */
export const exceedsLimit = (level: AccessLevel, limit: AccessLevel): boolean =>
  ACCESS_LEVELS.indexOf(level) > ACCESS_LEVELS.indexOf(limit);

type Matrix = Partial<Record<AccessRuleRole, Partial<Record<AccessRuleScope, AccessLevel>>>>;
const ALL_EDIT = { own: 'edit', department: 'edit', division: 'edit', company: 'edit' } as const;
const DEFAULTS: Record<BuiltInPart, Matrix> = {
  personal: {
    OWNER: ALL_EDIT,
    ADMIN: ALL_EDIT,
    DIVISION_MANAGER: { division: 'view' },
    DEPARTMENT_MANAGER: { department: 'view' },
    MEMBER: { own: 'propose' },
  },
  special_category: { OWNER: ALL_EDIT, ADMIN: ALL_EDIT },
  employment: {
    OWNER: { ...ALL_EDIT, own: 'view' },
    ADMIN: { ...ALL_EDIT, own: 'view' },
    DIVISION_MANAGER: { division: 'view' },
    DEPARTMENT_MANAGER: { department: 'view' },
    MEMBER: { own: 'view' },
  },
  administration: {
    OWNER: { ...ALL_EDIT, own: 'view' },
    ADMIN: { ...ALL_EDIT, own: 'view' },
    DIVISION_MANAGER: { division: 'view' },
    DEPARTMENT_MANAGER: { department: 'view' },
  },
};

/** Every role and scope of a matrix, in order, "none" where it names nothing. */
export function fullMatrix(rules: readonly AccessRule[]): AccessRule[] {
  return ACCESS_ROLES.flatMap((role) =>
    ACCESS_SCOPES.map((scope) => ({
      role,
      scope,
      level: rules.find((rule) => rule.role === role && rule.scope === scope)?.level ?? 'none',
    })),
  );
}

/** The defaults of a built-in part as a matrix (the record-access defaults, drawn as rules). */
export function defaultAccessRules(part: BuiltInPart): AccessRule[] {
  const matrix = DEFAULTS[part];
  return ACCESS_ROLES.flatMap((role) =>
    ACCESS_SCOPES.map((scope) => ({ role, scope, level: matrix[role]?.[scope] ?? 'none' })),
  );
}
