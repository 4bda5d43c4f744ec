/** Interface languages of docs/product/limits-and-formats.md#languages, docs/product/limits-and-formats.md#locale-data. */
export const SUPPORTED_LANGUAGES = ['en', 'mk', 'sq'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language for a language tag: its primary subtag when that is supported
 * (`mk-MK` → mk, `SQ` → sq, `sq_AL` → sq), otherwise the default, en (`de`, '', undefined).
 */
export function resolveLanguage(tag: string | null | undefined): Language {
  if (typeof tag !== 'string') return DEFAULT_LANGUAGE;
  const primary = tag.trim().split(/[-_]/, 1)[0]?.toLowerCase();
  return isSupportedLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
