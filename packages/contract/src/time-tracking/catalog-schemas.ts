import { z } from 'zod';
import { descriptionSchema, nameSchema, queryFlagSchema } from './time-tracking-schemas.ts';

/** `#rrggbb`; answered in lower case. */
export const colourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb')
  .transform((value) => value.toLowerCase());

export const PROJECT_COLOURS = [
  '#228be6',
  '#40c057',
  '#fab005',
  '#fa5252',
  '#7950f2',
  '#15aabf',
  '#fd7e14',
  '#e64980',
] as const;

export const BUDGET_HOURS_MAX = 100_000;

/** The action types a new company starts with (and the demo company has). */
export const DEFAULT_ACTION_TYPES = [
  'Development',
  'Meeting',
  'Design',
  'Support',
  'Research',
  'Administration',
] as const;

/** Lists answer active entries; ADMIN/OWNER may add `includeArchived=true` (others: 403). */
export const catalogListQuerySchema = z.object({
  includeArchived: queryFlagSchema.optional(),
});

export const clientSchema = z.object({
  clientId: z.uuid(),
  name: z.string(),
  description: z.string(),
  archived: z.boolean(),
  /** Active projects of the client. */
  projectCount: z.number().int(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  /** Archived clients and their projects take no new time. */
  archived: z.boolean().default(false),
});

export const clientIdParamsSchema = z.object({ clientId: z.uuid() });

export const projectSchema = z.object({
  projectId: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  name: z.string(),
  colour: z.string(),
  /** Archived itself or through its client: takes no new time, still shows on old entries. */
  archived: z.boolean(),
  budgetHours: z.number().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectBodySchema = z.object({
  clientId: z.uuid(),
  name: nameSchema,
  colour: colourSchema,
  archived: z.boolean().default(false),
  budgetHours: z
    .number()
    .min(0, `must be 0 to ${BUDGET_HOURS_MAX}`)
    .max(BUDGET_HOURS_MAX, `must be 0 to ${BUDGET_HOURS_MAX}`)
    .nullable()
    .default(null),
});

export const projectsQuerySchema = catalogListQuerySchema.extend({
  clientId: z.uuid().optional(),
});

export const projectIdParamsSchema = z.object({ projectId: z.uuid() });

export const actionTypeSchema = z.object({
  actionTypeId: z.uuid(),
  name: z.string(),
  archived: z.boolean(),
});
export type ActionType = z.infer<typeof actionTypeSchema>;

export const actionTypeBodySchema = z.object({
  name: nameSchema,
  archived: z.boolean().default(false),
});

export const actionTypeIdParamsSchema = z.object({ actionTypeId: z.uuid() });
