import { z } from 'zod';
import { companyRoleSchema, memberStatusSchema } from '../companies/company-schemas.ts';
import { countryCodeSchema } from '../company-profile/company-profile-schemas.ts';
import { employmentTypeSchema } from './member-list-schemas.ts';

const tooLong = (max: number) => `must be at most ${max} characters`;
const text = (max: number) => z.string().trim().max(max, tooLong(max));
const optionalText = (max: number) => text(max).nullable().optional();
const email = z.string().trim().max(254, tooLong(254)).pipe(z.email('must be an e-mail address'));
const phone = z
  .string()
  .trim()
  .max(40, tooLong(40))
  .regex(/^\+?[0-9 ()./-]{3,}$/, 'must be a phone number');

export const GENDERS = ['female', 'male', 'other', 'undisclosed'] as const;
export const genderSchema = z.enum(GENDERS);

export const postalAddressSchema = z.object({
  street: optionalText(200),
  city: optionalText(100),
  postalCode: optionalText(20),
  region: optionalText(100),
  country: countryCodeSchema.nullable().optional(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** An address as answered: the same fields, any stored country code. */
const storedAddressSchema = postalAddressSchema.extend({ country: z.string().nullable().optional() });

export const emergencyContactSchema = z.object({
  name: text(200).min(1, 'is required'),
  relationship: optionalText(100),
  phone: phone.nullable().optional(),
  email: email.nullable().optional(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** Fields of a record anyone allowed to may change or propose; left out: unchanged, null: cleared. */
export const personalShape = {
  givenName: optionalText(100),
  middleName: optionalText(100),
  familyName: optionalText(100),
  birthDate: z.iso.date('must be a date (yyyy-mm-dd)').nullable().optional(),
  gender: genderSchema.nullable().optional(),
  citizenship: countryCodeSchema.nullable().optional(),
  address: postalAddressSchema.nullable().optional(),
  privateEmail: email.nullable().optional(),
  privatePhone: phone.nullable().optional(),
  workPhone: phone.nullable().optional(),
  emergencyContacts: z.array(emergencyContactSchema).max(10, 'at most 10 contacts').optional(),
  otherNotes: optionalText(4000),
};

/** Special-category data: only owners and admins read or write it. */
export const specialCategoryShape = {
  ethnicity: countryCodeSchema.nullable().optional(),
  healthNotes: optionalText(4000),
};

export const PERSONAL_FIELDS = Object.keys(personalShape) as (keyof typeof personalShape)[];
export const SPECIAL_CATEGORY_FIELDS = Object.keys(
  specialCategoryShape,
) as (keyof typeof specialCategoryShape)[];

export const updateMemberRecordBodySchema = z.object({ ...personalShape, ...specialCategoryShape }).strict();
export type UpdateMemberRecordBody = z.infer<typeof updateMemberRecordBodySchema>;

/** What a member may propose about themselves: personal fields only, never employment or status. */
export const proposeChangeBodySchema = z.object({
  changes: z
    .object(personalShape)
    .strict()
    .refine((changes) => Object.keys(changes).length > 0, 'must change at least one field'),
});
export type ProposeChangeBody = z.infer<typeof proposeChangeBodySchema>;

export const CONTRACT_TYPES = ['permanent', 'fixed_term', 'none'] as const;

export const employmentBodySchema = z
  .object({
    effectiveFrom: z.iso.date('must be a date (yyyy-mm-dd)'),
    position: optionalText(200),
    departmentId: z.uuid().nullable().optional(),
    managerMemberId: z.uuid().nullable().optional(),
    employmentType: employmentTypeSchema.nullable().optional(),
    startDate: z.iso.date('must be a date (yyyy-mm-dd)').nullable().optional(),
    endDate: z.iso.date('must be a date (yyyy-mm-dd)').nullable().optional(),
    weeklyHours: z.number().min(0).max(168).nullable().optional(),
    contractType: z.enum(CONTRACT_TYPES).nullable().optional(),
    contractEndDate: z.iso.date('must be a date (yyyy-mm-dd)').nullable().optional(),
    note: optionalText(1000),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.startDate && body.endDate && body.endDate < body.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before the start date' });
    }
  });
export type EmploymentBody = z.infer<typeof employmentBodySchema>;

const placeSchema = z.object({ id: z.uuid(), name: z.string() });

export const employmentRecordSchema = z.object({
  employmentRecordId: z.uuid(),
  effectiveFrom: z.iso.date(),
  position: z.string().nullable(),
  department: placeSchema.nullable(),
  manager: placeSchema.nullable(),
  employmentType: employmentTypeSchema.nullable(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  weeklyHours: z.number().nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  contractEndDate: z.iso.date().nullable(),
  note: z.string().nullable(),
  /** The row in force today. */
  current: z.boolean(),
});
export type EmploymentRecord = z.infer<typeof employmentRecordSchema>;

export const ACCESS_LEVELS = ['none', 'view', 'propose', 'edit'] as const;
export const accessLevelSchema = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

export const memberRecordSchema = z.object({
  givenName: z.string().nullable(),
  middleName: z.string().nullable(),
  familyName: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
  gender: genderSchema.nullable(),
  citizenship: z.string().nullable(),
  address: storedAddressSchema.nullable(),
  privateEmail: z.string().nullable(),
  privatePhone: z.string().nullable(),
  workPhone: z.string().nullable(),
  emergencyContacts: z.array(emergencyContactSchema),
  otherNotes: z.string().nullable(),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

export const DETAIL_FIELD_TYPES = [
  'text',
  'long_text',
  'number',
  'date',
  'select',
  'multi_select',
  'yes_no',
  'email',
  'phone',
  'country',
  'file',
] as const;
export const PROFILE_TABS = ['personal', 'employment', 'other', 'administration'] as const;

export const detailFieldSchema = z.object({
  fieldId: z.uuid(),
  label: z.string(),
  type: z.enum(DETAIL_FIELD_TYPES),
  options: z.array(z.string()),
  helpText: z.string().nullable(),
  required: z.boolean(),
  /** A date field holding the day the entry's document expires (decision 073). */
  expiry: z.boolean(),
});
export type DetailField = z.infer<typeof detailFieldSchema>;

/** A file a file field holds, read at `url` (by whoever may see the section). */
export const detailFileSchema = z.object({
  fileId: z.uuid(),
  fieldId: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  url: z.string(),
});
export type DetailFile = z.infer<typeof detailFileSchema>;

/** A section the company defined, with the member's entries in it (one at most unless repeatable). */
export const memberSectionSchema = z.object({
  sectionId: z.uuid(),
  tab: z.enum(PROFILE_TABS),
  name: z.string(),
  description: z.string().nullable(),
  repeatable: z.boolean(),
  fields: z.array(detailFieldSchema),
  entries: z.array(
    z.object({
      entryId: z.uuid(),
      values: z.record(
        z.string(),
        z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
      ),
      files: z.array(detailFileSchema),
    }),
  ),
  /** The caller's level on this section of this record. */
  access: accessLevelSchema,
});
export type MemberSection = z.infer<typeof memberSectionSchema>;

export const memberProfileSchema = z.object({
  companyMemberId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  initials: z.string(),
  pictureUrl: z.string().nullable(),
  role: companyRoleSchema,
  status: memberStatusSchema,
  /** The caller's level on each part of this record. */
  access: z.object({
    personal: accessLevelSchema,
    specialCategory: accessLevelSchema,
    employment: accessLevelSchema,
    administration: accessLevelSchema,
  }),
  /** null when the caller may not view personal data. */
  record: memberRecordSchema.nullable(),
  /** Present only for owners and admins; each answer that carries it is audited. */
  specialCategory: z
    .object({ ethnicity: z.string().nullable(), healthNotes: z.string().nullable() })
    .nullable(),
  /** Newest first; empty when the caller may not view employment. */
  employment: z.array(employmentRecordSchema),
  /** The company's own sections the caller may view, in order, with this member's entries. */
  sections: z.array(memberSectionSchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const companyMemberParamsSchema = z.object({ companyMemberId: z.uuid() });

export const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);

export const changeProposalSchema = z.object({
  proposalId: z.uuid(),
  companyMemberId: z.uuid(),
  memberName: z.string(),
  status: proposalStatusSchema,
  /** The company's section an entry is proposed for (its fields are the keys of `changes`), or null. */
  sectionId: z.uuid().nullable(),
  /** field → value when proposed and value asked for. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  effectiveDate: z.iso.date().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  decisionNote: z.string().nullable(),
});
export type ChangeProposal = z.infer<typeof changeProposalSchema>;

export const changeProposalsQuerySchema = z.object({
  status: proposalStatusSchema.default('pending'),
  companyMemberId: z.uuid().optional(),
});

export const decideProposalBodySchema = z.object({
  decision: z.enum(['approve', 'reject']),
  /** The day the change holds from; today when absent. */
  effectiveDate: z.iso.date('must be a date (yyyy-mm-dd)').optional(),
  note: optionalText(1000),
});

export const proposalParamsSchema = z.object({ proposalId: z.uuid() });

export const recordAuditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['change', 'special_category_read', 'proposal']),
  section: z.string(),
  actorName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type RecordAuditEntry = z.infer<typeof recordAuditEntrySchema>;
