import { describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES, ERROR_HTTP_STATUS, isErrorCode } from './error-codes.ts';
import { errorEnvelopeSchema } from './error-envelope.ts';

describe('error codes', () => {
  it('map every code to a client or server error status', () => {
    for (const code of ALL_ERROR_CODES) {
      const status = ERROR_HTTP_STATUS[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('keep the statuses clients rely on', () => {
    expect(ERROR_HTTP_STATUS).toMatchObject({
      NOT_FOUND: 404,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      MODULE_NOT_SUBSCRIBED: 403,
      VALIDATION_FAILED: 400,
      PAYLOAD_TOO_LARGE: 413,
      INTERNAL: 500,
      SERVICE_UNAVAILABLE: 503,
    });
  });

  it('recognise only known codes', () => {
    expect(isErrorCode('CONFLICT')).toBe(true);
    expect(isErrorCode('conflict')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  it('accepts an envelope with field errors', () => {
    const envelope = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid: body.email.',
        requestId: 'req-1',
        fields: [{ path: 'body.email', message: 'Invalid email address' }],
      },
    };
    expect(errorEnvelopeSchema.parse(envelope)).toEqual(envelope);
  });

  it('rejects an unknown code and a missing request id', () => {
    expect(
      errorEnvelopeSchema.safeParse({ error: { code: 'OOPS', message: 'x', requestId: 'r' } }).success,
    ).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ error: { code: 'INTERNAL', message: 'x' } }).success).toBe(false);
  });

  it('names missing modules only with module codes', () => {
    const base = { code: 'MODULE_NOT_SUBSCRIBED', message: 'x', requestId: 'r' };
    expect(errorEnvelopeSchema.safeParse({ error: { ...base, modules: ['ABSENCE'] } }).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ error: { ...base, modules: ['PAYROLL'] } }).success).toBe(false);
  });
});
