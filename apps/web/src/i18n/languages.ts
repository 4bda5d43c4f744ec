import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type Language,
} from '@atrium/contract/locale';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES as LANGUAGES, type Language };

/** localStorage key of the person's chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Maps a BCP 47 tag ("mk-MK", "sq", "en-GB") to a supported language, or null when unsupported. */
export function toLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isSupportedLanguage(primary) ? primary : null;
}

/**
 * The language to start in: the saved preference, then the browser's languages in order; anything
 * else falls back to en (docs/product/limits-and-formats.md#languages).
 */
export function detectLanguage(saved: string | null, navigatorLanguages: readonly string[]): Language {
  const fromSaved = toLanguage(saved);
  if (fromSaved) return fromSaved;
  for (const tag of navigatorLanguages) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
