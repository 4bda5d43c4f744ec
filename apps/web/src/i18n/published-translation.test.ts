import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPublishedTranslation, nestMessages } from './published-translation.ts';

const document = {
  languageIsoCode: 'mk',
  version: 3,
  rtl: false,
  messages: { 'shell.signOut': 'Одјава', 'people.count_one': '{{count}} лице' },
  overrides: { rtl: false, messages: {} },
};

function answer(status: number, body?: unknown, etag?: string): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: etag ? { etag } : {},
  });
}

afterEach(() => window.localStorage.clear());

describe('published translation at run time', () => {
  it('nests flat keys for i18next', () => {
    expect(nestMessages({ 'a.b': 'x', 'a.c_one': 'y' })).toEqual({ a: { b: 'x', c_one: 'y' } });
  });

  it('loads the latest version, then revalidates it by ETag and uses the kept copy on 304', async () => {
    const first = vi.fn(async () => answer(200, document, '"mk-3-abc"'));
    const loaded = await loadPublishedTranslation('mk', first);
    expect(first).toHaveBeenCalledWith(
      '/api/Translations/mk/latest',
      expect.objectContaining({ headers: {} }),
    );
    expect(loaded).toEqual({
      version: 3,
      messages: { shell: { signOut: 'Одјава' }, people: { count_one: '{{count}} лице' } },
    });

    const second = vi.fn(async () => answer(304));
    expect(await loadPublishedTranslation('mk', second)).toEqual(loaded);
    expect(second).toHaveBeenCalledWith(
      '/api/Translations/mk/latest',
      expect.objectContaining({ headers: { 'if-none-match': '"mk-3-abc"' } }),
    );
  });

  it('answers null without a published version, and the kept copy when the API cannot be reached', async () => {
    expect(await loadPublishedTranslation('sq', async () => answer(404))).toBeNull();
    await loadPublishedTranslation('mk', async () => answer(200, document, '"mk-3-abc"'));
    const offline = await loadPublishedTranslation('mk', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline?.version).toBe(3);
  });
});
