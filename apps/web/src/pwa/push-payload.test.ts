import { describe, expect, it } from 'vitest';
import { readPushPayload } from './push-payload.ts';
import { base64UrlToBytes } from './push-subscription.ts';

describe('readPushPayload', () => {
  it('reads the payload the push service sends', () => {
    expect(
      readPushPayload('{"title":"Leave approved","body":"See the planner.","url":"/absence","tag":"leave"}'),
    ).toEqual({
      title: 'Leave approved',
      body: 'See the planner.',
      url: '/absence',
      tag: 'leave',
    });
  });

  it('falls back to a neutral notification for missing or broken data', () => {
    const neutral = { title: 'Atrium', body: '', url: '/' };
    expect(readPushPayload(undefined)).toEqual(neutral);
    expect(readPushPayload('not json')).toEqual(neutral);
    expect(readPushPayload('{"body":"no title"}')).toEqual(neutral);
    expect(readPushPayload('{"title":"T","url":5,"tag":""}')).toEqual({ title: 'T', body: '', url: '/' });
  });
});

describe('base64UrlToBytes', () => {
  it('decodes the VAPID public key form (base64url without padding)', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
