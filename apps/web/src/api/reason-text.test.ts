import { errorReason } from '@atrium/contract/errors';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../i18n/i18n.ts';
import { apiErrorFromResponse } from './api-error.ts';

const refusal = () =>
  new Response(
    JSON.stringify({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request cannot be made.',
        requestId: 'req-1',
        fields: [
          {
            path: 'body.startsOn',
            message: 'overlaps your request from 2026-11-30 to 2026-12-04',
            reason: errorReason('errors.reasons.overlapsRequest', { from: '2026-11-30', to: '2026-12-04' }),
          },
          { path: 'body.note', message: 'is too long' },
        ],
      },
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );

// Refusals in the reader's words (docs/product/error-texts-and-toasts.md#text-for-people).
describe('a refusal with a reason', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(async () => {
    await changeLanguage('en', i18n, { remember: false });
  });

  it("is written in the reader's language, its days as screens write dates", async () => {
    const english = await apiErrorFromResponse(refusal());
    expect(english.fieldMessage('body.startsOn')).toBe(
      'overlaps your request from Nov 30, 2026 to Dec 4, 2026',
    );
    await changeLanguage('mk', i18n, { remember: false });
    const macedonian = await apiErrorFromResponse(refusal());
    expect(macedonian.fieldMessage('body.startsOn')).toBe(
      'се преклопува со вашето барање од 30.11.2026 до 4.12.2026',
    );
  });

  it("keeps the server's message where there is no reason", async () => {
    const error = await apiErrorFromResponse(refusal());
    expect(error.fieldMessage('body.note')).toBe('is too long');
    expect(error.message).toBe('The request cannot be made.');
  });
});
