import { errorEnvelopeSchema } from '@atrium/contract/errors';
import { describe, expect, it } from 'vitest';
import { readErrorEnvelope } from './error-envelope.ts';

const envelope = (error: Record<string, unknown>) => ({
  error: { code: 'VALIDATION_FAILED', message: 'Bad input', requestId: 'req-1', ...error },
});

const bodies: [string, unknown][] = [
  ['the least envelope', envelope({})],
  [
    'fields with and without a reason',
    envelope({
      fields: [
        { path: 'body.name', message: 'Required' },
        {
          path: 'body.from',
          message: 'overlaps',
          reason: { key: 'overlapsRequest', values: { from: 3, to: 'x' } },
        },
      ],
    }),
  ],
  ['the missing modules', envelope({ code: 'MODULE_NOT_SUBSCRIBED', modules: ['ABSENCE'] })],
  ['a reason', envelope({ reason: { key: 'endsOnStartDay', values: { date: '2026-11-28' } } })],
  ['an unknown code', envelope({ code: 'NOT_A_CODE' })],
  ['an unknown module', envelope({ modules: ['PAYROLL'] })],
  ['a field without a message', envelope({ fields: [{ path: 'body.name' }] })],
  ['fields that are not a list', envelope({ fields: 'body.name' })],
  ['a reason whose value is not text or a number', envelope({ reason: { key: 'k', values: { a: true } } })],
  ['no request id', { error: { code: 'INTERNAL', message: 'x' } }],
  ['a proxy page', '<html>Bad gateway</html>'],
  ['nothing', null],
];

describe('readErrorEnvelope', () => {
  it.each(bodies)('reads %s as the contract schema does', (_name, body) => {
    const parsed = errorEnvelopeSchema.safeParse(body);
    expect(readErrorEnvelope(body)).toEqual(parsed.success ? parsed.data.error : null);
  });

  it('keeps the fields and the reason the server sent', () => {
    expect(readErrorEnvelope(envelope({ reason: { key: 'k', values: { n: 2 } } }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Bad input',
      requestId: 'req-1',
      reason: { key: 'k', values: { n: 2 } },
    });
  });
});
