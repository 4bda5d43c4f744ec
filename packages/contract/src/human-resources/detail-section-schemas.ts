import { z } from 'zod';
import {
  changeProposalSchema,
  DETAIL_FIELD_TYPES,
  detailFieldSchema,
  detailFileSchema,
  PROFILE_TABS,
} from './profile-schemas.ts';

/*
 * The company's own sections of a profile (docs/product/human-resources.md#sections-the-company-defines):
 * the editor's definitions and a member's entries.
 */

const tooLong = (max: number) => `must be at most ${max} characters`;
const text = (max: number) => z.string().trim().max(max, tooLong(max));

export const SECTION_NAME_MAX = 100;
export const FIELD_LABEL_MAX = 100;
export const FIELD_OPTION_MAX = 100;
export const HELP_TEXT_MAX = 500;
export const SECTION_DESCRIPTION_MAX = 1000;

export const detailFieldTypeSchema = z.enum(DETAIL_FIELD_TYPES);
export type DetailFieldType = z.infer<typeof detailFieldTypeSchema>;

/** One field as the editor sends it: with its id when it exists already, without when new. */
export const detailFieldInputSchema = z
  .object({
    fieldId: z.uuid().optional(),
    label: text(FIELD_LABEL_MAX).min(1, 'is required'),
    type: detailFieldTypeSchema,
    options: z.array(text(FIELD_OPTION_MAX).min(1, 'must not be empty')).default([]),
    helpText: text(HELP_TEXT_MAX).nullable().optional(),
    required: z.boolean().default(false),
    /** A date field holding the day the entry's document expires (decision 073). */
    expiry: z.boolean().default(false),
  })
  .superRefine((field, context) => {
    if (field.expiry && field.type !== 'date') {
      context.addIssue({ code: 'custom', path: ['expiry'], message: 'only a date field marks an expiry' });
    }
    const choice = field.type === 'select' || field.type === 'multi_select';
    if (choice && field.options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'a choice field needs options' });
    }
    if (!choice && field.options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'only a choice field has options' });
    }
    const seen = new Set<string>();
    field.options.forEach((option, index) => {
      if (seen.has(option.toLowerCase())) {
        context.addIssue({ code: 'custom', path: ['options', index], message: 'is listed twice' });
      }
      seen.add(option.toLowerCase());
    });
  });
export type DetailFieldInput = z.input<typeof detailFieldInputSchema>;

/** A section as the editor saves it; its fields in the order given (no cap on how many). */
export const detailSectionBodySchema = z
  .object({
    name: text(SECTION_NAME_MAX).min(1, 'is required'),
    description: text(SECTION_DESCRIPTION_MAX).nullable().optional(),
    tab: z.enum(PROFILE_TABS),
    repeatable: z.boolean().default(false),
    /** Health and the like: only owners and admins see it. */
    specialCategory: z.boolean().default(false),
    fields: z.array(detailFieldInputSchema).min(1, 'must have at least one field'),
  })
  .strict()
  .superRefine((section, context) => {
    const labels = new Set<string>();
    let expiryFields = 0;
    section.fields.forEach((field, index) => {
      if (field.expiry) {
        expiryFields += 1;
        if (expiryFields > 1) {
          context.addIssue({
            code: 'custom',
            path: ['fields', index, 'expiry'],
            message: 'only one field marks the expiry',
          });
        }
      }
      const label = field.label.toLowerCase();
      if (labels.has(label)) {
        context.addIssue({ code: 'custom', path: ['fields', index, 'label'], message: 'is used twice' });
      }
      labels.add(label);
    });
  });
export type DetailSectionBody = z.input<typeof detailSectionBodySchema>;

/** A section definition as the editor reads it. */
export const detailSectionDefinitionSchema = z.object({
  sectionId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  tab: z.enum(PROFILE_TABS),
  repeatable: z.boolean(),
  specialCategory: z.boolean(),
  sortOrder: z.number().int(),
  /** Entries members have in it. */
  entryCount: z.number().int(),
  /** `inUse`: some entry holds a value for it, so its type may no longer change. */
  fields: z.array(detailFieldSchema.extend({ inUse: z.boolean() })),
});
export type DetailSectionDefinition = z.infer<typeof detailSectionDefinitionSchema>;

export const detailSectionParamsSchema = z.object({ sectionId: z.uuid() });
export const memberSectionParamsSchema = z.object({ companyMemberId: z.uuid(), sectionId: z.uuid() });
export const memberEntryParamsSchema = z.object({ companyMemberId: z.uuid(), entryId: z.uuid() });
export const ownSectionParamsSchema = z.object({ sectionId: z.uuid() });

export const reorderDetailSectionsBodySchema = z.object({
  sectionIds: z.array(z.uuid()).min(1, 'must name the sections'),
});

/**
 * One field's value: text, a number, yes/no, the choices of a multi-select, the file ids of a
 * file field, or null for none. Each is checked against its field's type by `checkEntryValues`.
 */
export const detailValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.null(),
]);
export type DetailValue = z.infer<typeof detailValueSchema>;

export const detailEntryBodySchema = z.object({ values: z.record(z.string(), detailValueSchema) }).strict();
export type DetailEntryBody = z.infer<typeof detailEntryBodySchema>;

export const detailEntrySchema = z.object({
  entryId: z.uuid(),
  values: z.record(z.string(), detailValueSchema),
  files: z.array(detailFileSchema),
});
export type DetailEntry = z.infer<typeof detailEntrySchema>;

/** What a member's own entry became: saved at once (edit access) or a proposal (propose access). */
export const ownEntryResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('saved'), entry: detailEntrySchema }),
  z.object({ outcome: z.literal('proposed'), proposal: changeProposalSchema }),
]);
export type OwnEntryResult = z.infer<typeof ownEntryResultSchema>;

export const detailFileParamsSchema = z.object({ fileId: z.uuid() });
