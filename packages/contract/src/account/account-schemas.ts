import { z } from 'zod';
import { timeZoneSchema } from '../dates/time-zone.ts';
import { SUPPORTED_LANGUAGES } from '../locale/index.ts';

export const globalRoleSchema = z.enum(['SUPERADMIN', 'TRANSLATOR']);

export const currentUserSchema = z.object({
  userId: z.uuid(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  globalRoles: z.array(globalRoleSchema),
  /** At least one active membership; people without one land on `account` (docs/product/routes-and-redirects.md#people-without-a-company). */
  hasCompany: z.boolean(),
  /** The person's own IANA zone; null: the current company's (decision 055). */
  timeZone: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** null goes back to the company's zone. */
export const updateTimeZoneBodySchema = z.object({ timeZone: timeZoneSchema.nullable() });

export const updateLanguageBodySchema = z.object({ language: z.enum(SUPPORTED_LANGUAGES) });

export const PERSON_NAME_MAX = 100;
export const PHONE_NUMBER_MAX = 32;

const personName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(PERSON_NAME_MAX, `must be at most ${PERSON_NAME_MAX} characters`);

/**
 * Digits with an optional leading +, spaces, dashes, dots and parentheses between them, and
 * 6 to 15 digits in all (E.164's maximum). Empty means "no phone number".
 */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(PHONE_NUMBER_MAX, `must be at most ${PHONE_NUMBER_MAX} characters`)
  .refine(
    (text) => text === '' || (/^\+?[0-9][0-9 ().-]*[0-9]$/.test(text) && /^(\D*\d){6,15}\D*$/.test(text)),
    'must be a phone number: digits, optionally a leading +, spaces, dashes or parentheses',
  )
  .transform((text) => (text === '' ? null : text));

export const updateProfileBodySchema = z.object({
  givenName: personName,
  familyName: personName,
  phoneNumber: phoneNumberSchema.nullable(),
});

export const translatorSchema = z.object({
  userId: z.uuid(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  isTranslator: z.boolean(),
});
export type Translator = z.infer<typeof translatorSchema>;

export const translatorsQuerySchema = z.object({
  /** Without a search: the current translators. With one: people matching it by name or e-mail. */
  search: z.string().trim().max(100).optional(),
});

export const setTranslatorBodySchema = z.object({
  userId: z.uuid(),
  isTranslator: z.boolean(),
});
