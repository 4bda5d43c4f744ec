import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './rls.ts';
import { users } from './users.ts';

/*
 * Interface translations (docs/product/translations.md, decision 065). They belong to the product,
 * not to a company: no company_id and no row-level security, like users; atrium_app reads and
 * writes them and the operations' access rules (SUPERADMIN, TRANSLATOR of the language) guard them.
 */

/** A translated text: one string, or one string per CLDR plural category of the language. */
export type TranslationText = string | Record<string, string>;
export type TranslationState = 'untranslated' | 'translated' | 'reviewed' | 'outdated';

/** Countries a language is spoken in; the flag image link is built from FLAG_IMAGE_BASE_URL. */
export const translationCountries = pgTable('translation_countries', {
  isoCode: char('iso_code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
});

/** An interface language and its editing rules. */
export const translationLanguages = pgTable('translation_languages', {
  isoCode: text('iso_code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  flag: text('flag').notNull(),
  countryIsoCode: char('country_iso_code', { length: 2 })
    .notNull()
    .references(() => translationCountries.isoCode),
  rtl: boolean('rtl').notNull().default(false),
  /** A reviewer of this language may accept their own proposal. */
  allowSelfReview: boolean('allow_self_review').notNull().default(false),
  ...timestamps,
});

export const translationLanguageCountries = pgTable(
  'translation_language_countries',
  {
    languageIsoCode: text('language_iso_code')
      .notNull()
      .references(() => translationLanguages.isoCode, { onDelete: 'cascade' }),
    countryIsoCode: char('country_iso_code', { length: 2 })
      .notNull()
      .references(() => translationCountries.isoCode, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.languageIsoCode, table.countryIsoCode] })],
);

/** A TRANSLATOR's right to a language, granted by a SUPERADMIN. */
export const translatorLanguages = pgTable(
  'translator_languages',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageIsoCode: text('language_iso_code')
      .notNull()
      .references(() => translationLanguages.isoCode, { onDelete: 'cascade' }),
    canReview: boolean('can_review').notNull().default(false),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.languageIsoCode] }),
    index('translator_languages_language_idx').on(table.languageIsoCode),
  ],
);

/**
 * The current value of one key in one language. `source` is the English text it was written
 * against: when English changes, the value reads as outdated.
 */
export const translationValues = pgTable(
  'translation_values',
  {
    languageIsoCode: text('language_iso_code')
      .notNull()
      .references(() => translationLanguages.isoCode, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').$type<TranslationText>().notNull(),
    state: text('state').$type<Exclude<TranslationState, 'outdated' | 'untranslated'>>().notNull(),
    source: text('source').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.languageIsoCode, table.key] }),
    check('translation_values_state', sql`${table.state} in ('translated', 'reviewed')`),
  ],
);

/** Every change of a value: who, when, old and new. */
export const translationValueHistory = pgTable(
  'translation_value_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    languageIsoCode: text('language_iso_code')
      .notNull()
      .references(() => translationLanguages.isoCode, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    action: text('action').$type<'proposed' | 'reviewed' | 'imported'>().notNull(),
    oldValue: jsonb('old_value').$type<TranslationText>(),
    newValue: jsonb('new_value').$type<TranslationText>().notNull(),
    oldState: text('old_state').$type<TranslationState>().notNull(),
    newState: text('new_state').$type<TranslationState>().notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('translation_value_history_key_idx').on(table.languageIsoCode, table.key, table.changedAt),
    index('translation_value_history_person_idx').on(table.changedBy, table.changedAt),
  ],
);

/** The published document of a version: every message plus the component-message overrides. */
export interface TranslationDocument {
  languageIsoCode: string;
  version: number;
  rtl: boolean;
  /** Flat i18next resources: "feature.key" (and "feature.key_one" …) → text. */
  messages: Record<string, string>;
  /** Texts of the component library (date pickers, tables, uploads). */
  overrides: { rtl: boolean; messages: Record<string, string> };
}

/** A published, immutable version of a language. A rollback publishes an older document anew. */
export const translationVersions = pgTable(
  'translation_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    languageIsoCode: text('language_iso_code')
      .notNull()
      .references(() => translationLanguages.isoCode, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<TranslationDocument>().notNull(),
    etag: text('etag').notNull(),
    /** The version this one restores, for a rollback. */
    restoresVersion: integer('restores_version'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('translation_versions_language_version_key').on(table.languageIsoCode, table.version),
    check('translation_versions_version_positive', sql`${table.version} > 0`),
  ],
);

/**
 * A term agreed for a language ("shift" → "смена"): the editor shows the terms that appear in the
 * English being translated (docs/product/translations.md#glossary). One entry per term, whatever
 * its case.
 */
export const translationGlossaryTerms = pgTable(
  'translation_glossary_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    languageIsoCode: text('language_iso_code')
      .notNull()
      .references(() => translationLanguages.isoCode, { onDelete: 'cascade' }),
    /** The English term as it appears in the source texts. */
    term: text('term').notNull(),
    translation: text('translation').notNull(),
    /** When to use it, what to avoid. */
    note: text('note'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('translation_glossary_terms_language_term_key').on(
      table.languageIsoCode,
      sql`lower(${table.term})`,
    ),
  ],
);

/**
 * Keys the web app had to show in English for a language, as browsers reported them
 * (docs/product/translations.md#missing-key-report): one row per language and key, counted.
 */
export const translationMissingKeys = pgTable(
  'translation_missing_keys',
  {
    languageIsoCode: text('language_iso_code')
      .notNull()
      .references(() => translationLanguages.isoCode, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    reportCount: integer('report_count').notNull().default(1),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull().defaultNow(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.languageIsoCode, table.key] })],
);
