import { ALL_ERROR_CODES, errorReason } from '@atrium/contract/errors';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../i18n/i18n.ts';
import { apiErrorFromResponse, networkError, NETWORK_ERROR, UNKNOWN_ERROR } from './api-error.ts';

const ENGLISH = 'The English words of the server.';

const refusal = (code: string, fields?: unknown[]) =>
  new Response(JSON.stringify({ error: { code, message: ENGLISH, requestId: 'req-1', fields } }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

/** The language's own text of a key, without falling back to English. */
const own = (language: string, key: string) =>
  i18n.getResource(language, 'translation', key) as string | undefined;

// Every refusal reaches the reader in their language (decision 081): by its reason, or else by the
// generic text of its code, or of a wrong field.
describe('a refusal the server gives no reason', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(async () => {
    await changeLanguage('en', i18n, { remember: false });
  });

  it.each(['mk', 'sq'] as const)('is written in %s whatever its code, never in English', async (language) => {
    await changeLanguage(language, i18n, { remember: false });
    const unread: string[] = [];
    for (const code of ALL_ERROR_CODES) {
      const error = await apiErrorFromResponse(refusal(code));
      const text = own(language, `errors.codes.${code}`);
      if (!text || error.message !== text || error.message === own('en', `errors.codes.${code}`))
        unread.push(`${code}: ${error.message}`);
    }
    const unreadable = await apiErrorFromResponse(new Response('<html>Bad gateway</html>', { status: 502 }));
    if (unreadable.message !== own(language, `errors.codes.${UNKNOWN_ERROR}`))
      unread.push(`${UNKNOWN_ERROR}: ${unreadable.message}`);
    const offline = networkError(new TypeError('Failed to fetch'));
    if (offline.message !== own(language, `errors.codes.${NETWORK_ERROR}`))
      unread.push(`${NETWORK_ERROR}: ${offline.message}`);
    expect(unread).toEqual([]);
  });

  it("writes a field's schema reason, or the generic text of a wrong field, in the reader's language", async () => {
    await changeLanguage('mk', i18n, { remember: false });
    const error = await apiErrorFromResponse(
      refusal('VALIDATION_FAILED', [
        {
          path: 'body.name',
          message: 'Too big: expected string to have <=100 characters',
          reason: errorReason('validation.tooLong', { max: 100 }),
        },
        { path: 'body.email', message: 'Invalid email address', reason: errorReason('validation.email', {}) },
        { path: 'body.note', message: 'is not a note this company keeps' },
      ]),
    );
    expect(error.fieldMessage('body.name')).toBe('Користете најмногу 100 знаци.');
    expect(error.fieldMessage('body.email')).toBe('Внесете адреса на е-пошта.');
    expect(error.fieldMessage('body.note')).toBe('Оваа вредност не е важечка.');
  });

  it("keeps the server's English words on an English screen, where they say more", async () => {
    const error = await apiErrorFromResponse(
      refusal('CONFLICT', [{ path: 'body.name', message: 'is already taken' }]),
    );
    expect(error.message).toBe(ENGLISH);
    expect(error.fieldMessage('body.name')).toBe('is already taken');
  });
});
