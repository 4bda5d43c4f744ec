import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS } from '@atrium/contract/notifications';
import { channelEnabled, planDelivery, type RecipientSettings } from './plan-delivery.ts';

const settings = (overrides: Partial<RecipientSettings> = {}): RecipientSettings => ({
  timeZone: 'UTC',
  quietHours: null,
  dailyDigest: false,
  choices: new Map(),
  ...overrides,
});
const accepted = NOTIFICATION_EVENTS['invitation.accepted']; // in-app + e-mail, digestible
const failed = NOTIFICATION_EVENTS['job.failed']; // urgent
const noon = new Date('2026-11-23T12:00:00Z');

describe('delivery plan', () => {
  it('follows the default channels for a person who chose nothing', () => {
    expect(planDelivery(accepted, false, settings(), noon)).toEqual([
      { channel: 'inApp' },
      { channel: 'email', at: null },
    ]);
  });

  it('drops a channel the person switched off, adds one they switched on', () => {
    const choices = new Map([
      ['email', false],
      ['push', true],
    ] as const);
    expect(planDelivery(accepted, false, settings({ choices }), noon)).toEqual([
      { channel: 'inApp' },
      { channel: 'push', at: null },
    ]);
  });

  it('keeps a mandatory event’s default channels on whatever the person chose', () => {
    const choices = new Map([['email', false]] as const);
    expect(channelEnabled(accepted, 'email', true, false)).toBe(true);
    expect(planDelivery(accepted, true, settings({ choices }), noon).map((plan) => plan.channel)).toEqual([
      'inApp',
      'email',
    ]);
  });

  it('holds e-mail and push until quiet hours end, except for urgent events', () => {
    const quietHours = { startMinute: 11 * 60, endMinute: 13 * 60 };
    const choices = new Map([['push', true]] as const);
    const held = planDelivery(accepted, false, settings({ quietHours, choices }), noon);
    expect(held).toEqual([
      { channel: 'inApp' },
      { channel: 'email', at: new Date('2026-11-23T13:00:00Z') },
      { channel: 'push', at: new Date('2026-11-23T13:00:00Z') },
    ]);
    expect(planDelivery(failed, false, settings({ quietHours }), noon)).toEqual([
      { channel: 'inApp' },
      { channel: 'email', at: null },
    ]);
  });

  it('puts digestible e-mail into the daily digest, urgent e-mail never', () => {
    expect(planDelivery(accepted, false, settings({ dailyDigest: true }), noon)).toContainEqual({
      channel: 'email',
      digest: true,
    });
    expect(planDelivery(failed, false, settings({ dailyDigest: true }), noon)).toContainEqual({
      channel: 'email',
      at: null,
    });
  });
});
