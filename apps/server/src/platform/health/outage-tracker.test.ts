import { describe, expect, it } from 'vitest';
import { serializeError } from '../http/log-serializers.ts';
import { asError, createOutageTracker } from './outage-tracker.ts';

function recorder() {
  const lines: { level: string; object: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (object: object, message: string) =>
    lines.push({ level, object: object as Record<string, unknown>, message });
  return { lines, log: { error: at('error'), warn: at('warn'), info: at('info') } };
}

describe('outage tracker', () => {
  it('logs the first failure of an outage and its end, and counts the failures between', () => {
    const { lines, log } = recorder();
    let clock = 1_000;
    const outage = createOutageTracker({ name: 'poller', log, now: () => clock });
    expect(outage.failed(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    for (let i = 0; i < 50; i += 1) expect(outage.failed(new Error('again'))).toBe(false);
    expect(outage.down).toBe(true);
    clock += 42_400;
    outage.succeeded();
    outage.succeeded();
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['error', 'poller error; retrying with back-off, further errors are not logged until it recovers'],
      ['info', 'poller recovered after 42 s'],
    ]);
    expect((lines[0]!.object.err as Error).message).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(lines[1]!.object).toMatchObject({ seconds: 42, failures: 51 });
    expect(outage.down).toBe(false);
  });

  it('waits twice as long at every attempt, up to its limit, and starts over after a recovery', () => {
    const outage = createOutageTracker({
      name: 'poller',
      log: recorder().log,
      firstDelayMs: 1_000,
      maxDelayMs: 8_000,
    });
    outage.failed(new Error('down'));
    expect([1, 2, 3, 4, 5].map(() => outage.nextDelayMs())).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    outage.succeeded();
    outage.failed(new Error('down again'));
    expect(outage.nextDelayMs()).toBe(1_000);
  });

  it('logs at warn when asked, and the recovery at warn when the log has no info', () => {
    const lines: string[] = [];
    const log = {
      error: () => lines.push('error'),
      warn: (_: object, message: string) => lines.push(`warn ${message}`),
    };
    const outage = createOutageTracker({ name: 'channel', log, level: 'warn', now: () => 0 });
    outage.failed('lost');
    outage.succeeded();
    expect(lines).toEqual([
      'warn channel error; retrying with back-off, further errors are not logged until it recovers',
      'warn channel recovered after 0 s',
    ]);
  });
});

describe('a copied error', () => {
  // pg-boss reports a failed poll as a copy of the error, not the error.
  const copy = {
    message: 'relation "pgboss.job" does not exist',
    stack: 'Error: relation…\n    at fetch',
    code: '42P01',
    queue: 'q',
  };

  it('becomes an Error with its message, stack and code', () => {
    const error = asError(copy);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: copy.message, stack: copy.stack, code: '42P01' });
    expect(asError('text').message).toBe('text');
  });

  it('is serialised with its message, stack and code, not as [object Object]', () => {
    expect(serializeError(copy)).toEqual({
      type: 'Object',
      message: copy.message,
      stack: copy.stack,
      code: '42P01',
    });
    expect(serializeError({ detail: 'no message' }).message).toBe('[object Object]');
  });
});
