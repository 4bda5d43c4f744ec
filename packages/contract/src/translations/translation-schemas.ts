import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../locale/languages.ts';

/** Languages a translator works on; English is the source, edited in the code. */
export const TRANSLATABLE_LANGUAGES = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');
export const TRANSLATION_STATES = ['untranslated', 'translated', 'reviewed', 'outdated'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const translatableLanguageSchema = z.enum(TRANSLATABLE_LANGUAGES as ['mk', 'sq']);
export const languageParamsSchema = z.object({ languageIsoCode: z.enum(SUPPORTED_LANGUAGES) });
export const translatableLanguageParamsSchema = z.object({ languageIsoCode: translatableLanguageSchema });

/** A key as code asks for it: "feature.path.name" (a plural key without its category suffix). */
export const translationKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z][\w-]*(\.[\w-]+)+$/, 'A key looks like "feature.name".');
export const keyParamsSchema = translatableLanguageParamsSchema.extend({ key: translationKeySchema });

/** One text, or one text per CLDR plural category of the language. */
export const translationTextSchema = z.union([
  z.string().max(4000),
  z.record(z.string().regex(/^(zero|one|two|few|many|other)$/), z.string().max(4000)),
]);
export type TranslationText = z.infer<typeof translationTextSchema>;

export const translationKeyRowSchema = z
  .object({
    key: z.string(),
    /** Top-level part of the key: the screen or feature it belongs to. */
    screen: z.string(),
    source: z.string(),
    /** English per plural category, for plural keys. */
    sourcePlural: z.record(z.string(), z.string()).nullable(),
    args: z.array(z.string()),
    /** The language's plural categories for a plural key, else empty. */
    pluralCategories: z.array(z.string()),
    value: translationTextSchema.nullable(),
    state: z.enum(TRANSLATION_STATES),
    updatedAt: z.iso.datetime().nullable(),
    updatedByName: z.string().nullable(),
    /** Placeholder or plural-form problems of the current value; publishing is refused while any. */
    problems: z.array(z.string()),
    /** How often browsers reported showing this key in English (docs/product/translations.md#missing-key-report). */
    reportCount: z.number().int(),
  })
  .meta({ id: 'TranslationKeyRow' });
export type TranslationKeyRow = z.infer<typeof translationKeyRowSchema>;

export const translationCoverageSchema = z.object({
  total: z.number().int(),
  untranslated: z.number().int(),
  translated: z.number().int(),
  reviewed: z.number().int(),
  outdated: z.number().int(),
});

export const translationKeysQuerySchema = z.object({
  search: z.string().max(200).optional(),
  state: z.enum([...TRANSLATION_STATES, 'not-reviewed']).optional(),
  screen: z.string().max(100).optional(),
  /** Only keys browsers reported showing in English, most reported first. */
  reported: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const translationKeysSchema = z.object({
  languageIsoCode: translatableLanguageSchema,
  canReview: z.boolean(),
  allowSelfReview: z.boolean(),
  latestVersion: z.number().int().nullable(),
  coverage: translationCoverageSchema,
  screens: z.array(z.string()),
  keys: z.array(translationKeyRowSchema),
});

export const proposeTranslationBodySchema = z.object({ value: translationTextSchema });

/** The document a published version serves: messages flat, as i18next reads them. */
export const translationDocumentSchema = z
  .object({
    languageIsoCode: z.enum(SUPPORTED_LANGUAGES),
    version: z.number().int().positive(),
    rtl: z.boolean(),
    messages: z.record(z.string(), z.string()),
    overrides: z.object({ rtl: z.boolean(), messages: z.record(z.string(), z.string()) }),
  })
  .meta({ id: 'TranslationDocument' });
export type TranslationDocument = z.infer<typeof translationDocumentSchema>;

export const translationVersionSchema = z
  .object({
    languageIsoCode: z.enum(SUPPORTED_LANGUAGES),
    version: z.number().int().positive(),
    publishedAt: z.iso.datetime(),
    publishedByName: z.string().nullable(),
    restoresVersion: z.number().int().nullable(),
    messageCount: z.number().int(),
  })
  .meta({ id: 'TranslationVersion' });
export type TranslationVersion = z.infer<typeof translationVersionSchema>;

export const versionParamsSchema = translatableLanguageParamsSchema.extend({
  version: z.coerce.number().int().positive(),
});

export const compareVersionsQuerySchema = z.object({
  from: z.coerce.number().int().positive(),
  to: z.coerce.number().int().positive(),
});

export const versionComparisonSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(
    z.object({ key: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});

/** A language a person may translate, and whether they may accept values in it. */
export const translatorLanguageSchema = z
  .object({ languageIsoCode: translatableLanguageSchema, canReview: z.boolean() })
  .meta({ id: 'TranslatorLanguage' });
export type TranslatorLanguage = z.infer<typeof translatorLanguageSchema>;

export const translatorSchema = z
  .object({
    userId: z.uuid(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    languages: z.array(translatorLanguageSchema),
    changeCount: z.number().int(),
    lastActivityAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Translator' });
export type Translator = z.infer<typeof translatorSchema>;

export const grantTranslatorBodySchema = z.object({
  email: z.email().max(320),
  languageIsoCode: translatableLanguageSchema,
  canReview: z.boolean().default(false),
});

export const translatorLanguageParamsSchema = translatableLanguageParamsSchema.extend({ userId: z.uuid() });

export const languageSettingsBodySchema = z.object({ allowSelfReview: z.boolean() });

/** Flat JSON, nested JSON, CSV (key, English, translation) and XLIFF 1.2. */
export const TRANSFER_FORMATS = ['json', 'json-nested', 'csv', 'xliff'] as const;
export const exportQuerySchema = z.object({ format: z.enum(TRANSFER_FORMATS).default('json') });
export const exportSchema = z.object({ fileName: z.string(), contentType: z.string(), content: z.string() });
export const importBodySchema = z.object({
  format: z.enum(TRANSFER_FORMATS),
  content: z.string().max(2_000_000),
});
export const importResultSchema = z.object({
  imported: z.number().int(),
  unchanged: z.number().int(),
  /** Keys not taken, each with why ("unknown key", a placeholder problem). */
  skipped: z.array(z.object({ key: z.string(), reason: z.string() })),
});

/** A term agreed for a language (docs/product/translations.md#glossary). */
export const glossaryTermSchema = z
  .object({
    id: z.uuid(),
    languageIsoCode: translatableLanguageSchema,
    /** The English term as it appears in the source texts. */
    term: z.string(),
    translation: z.string(),
    note: z.string().nullable(),
    updatedAt: z.iso.datetime(),
    updatedByName: z.string().nullable(),
  })
  .meta({ id: 'TranslationGlossaryTerm' });
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const glossaryTermBodySchema = z.object({
  term: z.string().trim().min(1).max(100),
  translation: z.string().trim().min(1).max(200),
  note: z.string().trim().max(500).nullable().default(null),
});
export const glossaryTermParamsSchema = translatableLanguageParamsSchema.extend({ termId: z.uuid() });

/** At most this many keys in one report; the web app batches what one page fell back on. */
export const MISSING_KEYS_PER_REPORT = 100;
export const reportMissingKeysBodySchema = z.object({
  languageIsoCode: translatableLanguageSchema,
  keys: z.array(translationKeySchema).min(1).max(MISSING_KEYS_PER_REPORT),
});
export const reportMissingKeysResultSchema = z.object({
  /** Keys counted; keys the interface does not have are ignored. */
  counted: z.number().int(),
});
