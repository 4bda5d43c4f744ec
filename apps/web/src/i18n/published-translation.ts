import { operationUrl } from '@atrium/contract/operations';
import { getLatestTranslation, translationDocumentSchema } from '@atrium/contract/translations';
import type { Language } from './languages.ts';

/**
 * The interface texts of a language as last published by its translators
 * (docs/product/translations.md#at-run-time). Asked from the API on every start or language switch,
 * revalidated by ETag against the copy kept in localStorage, so a new version reaches people
 * without a new build and an unchanged one costs a 304. Null when the language has no published
 * version and no kept copy: the app then uses the texts bundled with it.
 */
const STORAGE_PREFIX = 'translation:';
const TIMEOUT_MS = 5000;

interface Kept {
  etag: string;
  version: number;
  messages: Record<string, string>;
}

function readKept(language: Language): Kept | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + language);
    return raw ? (JSON.parse(raw) as Kept) : null;
  } catch {
    return null;
  }
}

function keep(language: Language, kept: Kept): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + language, JSON.stringify(kept));
  } catch {
    // Storage full or unavailable: the next start asks again in full.
  }
}

/** Flat "feature.key" messages as the nested object i18next reads. */
export function nestMessages(messages: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(messages)) {
    const parts = key.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      node = (typeof child === 'object' && child !== null ? child : (node[part] = {})) as Record<
        string,
        unknown
      >;
    }
    node[parts.at(-1)!] = text;
  }
  return nested;
}

export async function loadPublishedTranslation(
  language: Language,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<{ version: number; messages: Record<string, unknown> } | null> {
  const kept = readKept(language);
  const asKept = kept ? { version: kept.version, messages: nestMessages(kept.messages) } : null;
  try {
    const response = await fetchImpl(operationUrl(getLatestTranslation, { languageIsoCode: language }), {
      headers: kept ? { 'if-none-match': kept.etag } : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 304) return asKept;
    if (response.status === 404) return null;
    if (!response.ok) return asKept;
    const document = translationDocumentSchema.parse(await response.json());
    const etag = response.headers.get('etag');
    if (etag) keep(language, { etag, version: document.version, messages: document.messages });
    return { version: document.version, messages: nestMessages(document.messages) };
  } catch {
    // Offline or the API is down: the kept copy, else the bundled texts.
    return asKept;
  }
}
