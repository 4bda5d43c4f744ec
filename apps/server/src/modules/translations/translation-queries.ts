import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Roles } from '@atrium/contract/access';
import {
  pluralCategoriesOf,
  TRANSLATABLE_LANGUAGES,
  type TranslatorLanguage,
  type TranslationDocument,
  type TranslationKeyRow,
  type TranslationState,
  type TranslationText,
  type TranslationVersion,
} from '@atrium/contract/translations';
import type { Transaction } from '../../db/database.ts';
import {
  translationLanguages,
  translationValueHistory,
  translationValues,
  translationVersions,
  translatorLanguages,
  users,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { CatalogueEntry } from './key-catalogue.ts';
import { flatMessages, valueProblems } from './text-checks.ts';

export interface LanguageRights {
  canReview: boolean;
  allowSelfReview: boolean;
  rtl: boolean;
}

/**
 * The languages a person may translate: SUPERADMIN every language, reviewing; a TRANSLATOR only
 * the languages granted to them, reviewing where the grant says so
 * (docs/product/translations.md#who-does-what). Every operation checks this scope, and the editor
 * is told it, so it never opens a language it would be refused.
 */
export async function translationScope(
  tx: Transaction,
  context: SignedInContext,
): Promise<TranslatorLanguage[]> {
  if (context.roles.includes(Roles.SUPERADMIN)) {
    return TRANSLATABLE_LANGUAGES.map((languageIsoCode) => ({ languageIsoCode, canReview: true }));
  }
  if (!context.roles.includes(Roles.TRANSLATOR)) return [];
  const grants = await tx
    .select({
      languageIsoCode: translatorLanguages.languageIsoCode,
      canReview: translatorLanguages.canReview,
    })
    .from(translatorLanguages)
    .where(eq(translatorLanguages.userId, context.userId));
  return TRANSLATABLE_LANGUAGES.flatMap((languageIsoCode) => {
    const grant = grants.find((row) => row.languageIsoCode === languageIsoCode);
    return grant ? [{ languageIsoCode, canReview: grant.canReview }] : [];
  });
}

/** A language's editing rules, or 403 when it is outside the caller's scope (above). */
export async function languageRights(
  tx: Transaction,
  context: SignedInContext,
  language: string,
): Promise<LanguageRights> {
  const [settings] = await tx
    .select({ allowSelfReview: translationLanguages.allowSelfReview, rtl: translationLanguages.rtl })
    .from(translationLanguages)
    .where(eq(translationLanguages.isoCode, language));
  if (!settings) throw notFound('The language');
  const grant = (await translationScope(tx, context)).find((scope) => scope.languageIsoCode === language);
  if (!grant) throw forbidden('You are not a translator of this language.');
  return { canReview: grant.canReview, ...settings };
}

type ValueRow = typeof translationValues.$inferSelect & { updatedByName: string | null };

export async function valueRows(
  tx: Transaction,
  language: string,
  keys?: string[],
): Promise<Map<string, ValueRow>> {
  const rows = await tx
    .select({
      row: translationValues,
      updatedByName: sql<string | null>`coalesce(${users.name}, ${users.email})`,
    })
    .from(translationValues)
    .leftJoin(users, eq(users.id, translationValues.updatedBy))
    .where(
      and(
        eq(translationValues.languageIsoCode, language),
        keys ? inArray(translationValues.key, keys) : undefined,
      ),
    );
  return new Map(rows.map(({ row, updatedByName }) => [row.key, { ...row, updatedByName }]));
}

/** The state a reader sees: a value written against older English is outdated. */
function stateOf(entry: CatalogueEntry, row: ValueRow | undefined): TranslationState {
  if (!row) return 'untranslated';
  return row.source === sourceSignature(entry) ? row.state : 'outdated';
}

/** What a value is checked against for "outdated": the English text, all plural forms of it. */
export function sourceSignature(entry: CatalogueEntry): string {
  return entry.sourcePlural ? JSON.stringify(entry.sourcePlural) : entry.source;
}

export function keyRow(
  entry: CatalogueEntry,
  language: string,
  row: ValueRow | undefined,
  reportCount = 0,
): TranslationKeyRow {
  return {
    key: entry.key,
    screen: entry.screen,
    source: entry.source,
    sourcePlural: entry.sourcePlural,
    args: entry.args,
    pluralCategories: entry.sourcePlural ? pluralCategoriesOf(language) : [],
    value: row?.value ?? null,
    state: stateOf(entry, row),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedByName: row?.updatedByName ?? null,
    problems: row ? valueProblems(entry, language, row.value) : [],
    reportCount,
  };
}

/** Writes a value and its history line in the caller's transaction. */
export async function saveValue(
  tx: Transaction,
  input: {
    language: string;
    entry: CatalogueEntry;
    value: TranslationText;
    state: 'translated' | 'reviewed';
    userId: string | null;
    action: 'proposed' | 'reviewed' | 'imported';
    previous: ValueRow | undefined;
  },
): Promise<void> {
  const now = new Date();
  const reviewed = input.state === 'reviewed';
  await tx
    .insert(translationValues)
    .values({
      languageIsoCode: input.language,
      key: input.entry.key,
      value: input.value,
      state: input.state,
      source: sourceSignature(input.entry),
      updatedBy: input.userId,
      reviewedBy: reviewed ? input.userId : null,
      reviewedAt: reviewed ? now : null,
    })
    .onConflictDoUpdate({
      target: [translationValues.languageIsoCode, translationValues.key],
      set: {
        value: input.value,
        state: input.state,
        source: sourceSignature(input.entry),
        // A review keeps who wrote the value; a new value names its writer.
        ...(input.action === 'reviewed' ? {} : { updatedBy: input.userId }),
        reviewedBy: reviewed ? input.userId : null,
        reviewedAt: reviewed ? now : null,
        updatedAt: now,
      },
    });
  await tx.insert(translationValueHistory).values({
    languageIsoCode: input.language,
    key: input.entry.key,
    action: input.action,
    oldValue: input.previous?.value ?? null,
    newValue: input.value,
    oldState: input.previous ? (input.previous.state as TranslationState) : 'untranslated',
    newState: input.state,
    changedBy: input.userId,
  });
}

/**
 * The value of each key a publish takes: the current one when reviewed, else the last reviewed one
 * from the history (a pending proposal does not go live); keys never reviewed are left to English.
 */
export async function publishableValues(
  tx: Transaction,
  language: string,
): Promise<Map<string, TranslationText>> {
  const current = await tx
    .select({ key: translationValues.key, value: translationValues.value, state: translationValues.state })
    .from(translationValues)
    .where(eq(translationValues.languageIsoCode, language));
  const lastReviewed = await tx
    .selectDistinctOn([translationValueHistory.key], {
      key: translationValueHistory.key,
      value: translationValueHistory.newValue,
    })
    .from(translationValueHistory)
    .where(
      and(
        eq(translationValueHistory.languageIsoCode, language),
        eq(translationValueHistory.newState, 'reviewed'),
      ),
    )
    .orderBy(translationValueHistory.key, desc(translationValueHistory.changedAt));
  const values = new Map(lastReviewed.map((row) => [row.key, row.value]));
  for (const row of current) if (row.state === 'reviewed') values.set(row.key, row.value);
  return values;
}

export function documentMessages(
  entries: Map<string, CatalogueEntry>,
  values: Map<string, TranslationText>,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, value] of values) {
    const entry = entries.get(key);
    if (entry) Object.assign(messages, flatMessages(entry, value));
  }
  return messages;
}

/** Keys of the component library's own texts (tables, uploads, dialogs), served also as overrides. */
const COMPONENT_PREFIXES = ['pagination.', 'uploader.', 'common.'];

/** The component-message overrides of a version: its messages for the component library. */
export function componentOverrides(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => COMPONENT_PREFIXES.some((prefix) => key.startsWith(prefix))),
  );
}

/** Stores a new immutable version numbered after the newest one. */
export async function insertVersion(
  tx: Transaction,
  input: {
    language: TranslationDocument['languageIsoCode'];
    rtl: boolean;
    messages: Record<string, string>;
    overrides: Record<string, string>;
    userId: string | null;
    restoresVersion: number | null;
  },
): Promise<TranslationVersion> {
  // One publish at a time per language: the unique (language, version) index refuses a race.
  const [newest] = await tx
    .select({ version: sql<number>`coalesce(max(${translationVersions.version}), 0)` })
    .from(translationVersions)
    .where(eq(translationVersions.languageIsoCode, input.language));
  const version = Number(newest?.version ?? 0) + 1;
  const document: TranslationDocument = {
    languageIsoCode: input.language,
    version,
    rtl: input.rtl,
    messages: input.messages,
    overrides: { rtl: input.rtl, messages: input.overrides },
  };
  const etag = `"${input.language}-${version}-${createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 16)}"`;
  const [row] = await tx
    .insert(translationVersions)
    .values({
      languageIsoCode: input.language,
      version,
      document,
      etag,
      restoresVersion: input.restoresVersion,
      publishedBy: input.userId,
    })
    .returning();
  return versionSummary({ ...row!, publishedByName: null });
}

export function versionSummary(
  row: typeof translationVersions.$inferSelect & { publishedByName: string | null },
): TranslationVersion {
  return {
    languageIsoCode: row.languageIsoCode as TranslationVersion['languageIsoCode'],
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    publishedByName: row.publishedByName,
    restoresVersion: row.restoresVersion,
    messageCount: Object.keys(row.document.messages).length,
  };
}

export async function findVersion(tx: Transaction, language: string, version: number) {
  const [row] = await tx
    .select()
    .from(translationVersions)
    .where(and(eq(translationVersions.languageIsoCode, language), eq(translationVersions.version, version)));
  if (!row) throw notFound(`Version ${version}`);
  return row;
}
