import { type Locale, providerTextsOf, type PublishedTexts, type TextSource } from './i18n.ts';

interface Kept {
  etag: string | null;
  texts: PublishedTexts | undefined;
  checkedAt: number;
}

export interface ApiTextSourceOptions {
  /** How long a language's texts are used before the API is asked again (default 60 s). */
  revalidateAfterMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The standalone provider's texts: the API's public latest-translation operation, revalidated by
 * ETag at most once a minute per language, so a publication reaches the pages within a minute and
 * the API is asked only that often (docs/product/translations.md#at-run-time). Without an answer,
 * the texts kept last go on serving; with none kept, the bundled texts (the provider catches).
 */
export function apiTextSource(apiUrl: string, options: ApiTextSourceOptions = {}): TextSource {
  const base = apiUrl.replace(/\/$/, '');
  const revalidateAfterMs = options.revalidateAfterMs ?? 60_000;
  const request = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const kept = new Map<Locale, Kept>();
  const asking = new Map<Locale, Promise<PublishedTexts | undefined>>();

  async function ask(locale: Locale, previous: Kept | undefined): Promise<PublishedTexts | undefined> {
    const checkedAt = now();
    let response: Response;
    try {
      response = await request(`${base}/api/Translations/${locale}/latest`, {
        headers: previous?.etag ? { 'if-none-match': previous.etag } : {},
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      if (!previous) throw error;
      previous.checkedAt = checkedAt;
      return previous.texts;
    }
    if (response.status === 304 && previous) {
      previous.checkedAt = checkedAt;
      return previous.texts;
    }
    if (response.status === 404) {
      kept.set(locale, { etag: null, texts: undefined, checkedAt });
      return undefined;
    }
    if (!response.ok) {
      if (!previous) throw new Error(`the API answered ${response.status} for the ${locale} texts`);
      previous.checkedAt = checkedAt;
      return previous.texts;
    }
    const document = (await response.json()) as { messages?: Record<string, unknown> };
    const texts = providerTextsOf(document.messages ?? {});
    kept.set(locale, { etag: response.headers.get('etag'), texts, checkedAt });
    return texts;
  }

  return async (locale) => {
    if (locale === 'en') return undefined;
    const previous = kept.get(locale);
    if (previous && now() - previous.checkedAt < revalidateAfterMs) return previous.texts;
    let pending = asking.get(locale);
    if (!pending) {
      pending = ask(locale, previous).finally(() => asking.delete(locale));
      asking.set(locale, pending);
    }
    return pending;
  };
}
