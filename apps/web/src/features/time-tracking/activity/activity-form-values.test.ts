import { describe, expect, it } from 'vitest';
import { localeTools } from '../ui/use-locale.ts';
import {
  activityBody,
  activityFormValues,
  localInstant,
  validateActivityTimes,
  type ActivityFormValues,
} from './activity-form-values.ts';

const P = '00000000-0000-4000-8000-0000000000a1';
const A = '00000000-0000-4000-8000-0000000000b1';
const now = new Date(2025, 2, 12, 15, 0);
const base: ActivityFormValues = {
  date: '2025-03-12',
  start: '09:00',
  end: '10:30',
  projectId: P,
  actionTypeId: A,
  description: ' Sprint planning ',
  billable: true,
};

describe('validateActivityTimes', () => {
  it('accepts a finished activity earlier today', () => {
    expect(validateActivityTimes(base, { now })).toEqual({});
  });

  it('needs a start and an end', () => {
    expect(validateActivityTimes({ ...base, start: '', end: '' }, { now })).toEqual({
      start: 'required',
      end: 'required',
    });
  });

  it('refuses an end that is not after the start', () => {
    expect(validateActivityTimes({ ...base, end: '09:00' }, { now }).end).toBe('endAfterStart');
    expect(validateActivityTimes({ ...base, end: '08:59' }, { now }).end).toBe('endAfterStart');
  });

  it('refuses times in the future and days after today', () => {
    expect(validateActivityTimes({ ...base, start: '14:00', end: '15:30' }, { now }).end).toBe('future');
    expect(validateActivityTimes({ ...base, start: '16:00', end: '17:00' }, { now })).toMatchObject({
      start: 'future',
    });
    expect(validateActivityTimes({ ...base, date: '2025-03-13' }, { now }).date).toBe('future');
    expect(
      validateActivityTimes({ ...base, date: '2025-03-11', start: '20:00', end: '24:00' }, { now }),
    ).toEqual({});
  });

  it('refuses malformed times and dates', () => {
    expect(validateActivityTimes({ ...base, start: '9:00' }, { now }).start).toBe('time');
    expect(validateActivityTimes({ ...base, end: '25:00' }, { now }).end).toBe('time');
    expect(validateActivityTimes({ ...base, date: '2025-02-30' }, { now }).date).toBe('date');
  });

  it('lets the running timer keep an empty end', () => {
    expect(validateActivityTimes({ ...base, end: '' }, { now, running: true })).toEqual({});
  });
});

describe('activityBody', () => {
  it('sends local times as instants and trims the description', () => {
    const body = activityBody(base);
    expect(new Date(body.startAt).getTime()).toBe(new Date(2025, 2, 12, 9, 0).getTime());
    expect(new Date(body.endAt!).getTime()).toBe(new Date(2025, 2, 12, 10, 30).getTime());
    expect(body).toMatchObject({
      projectId: P,
      actionTypeId: A,
      description: 'Sprint planning',
      billable: true,
    });
    expect(activityBody({ ...base, end: '' }).endAt).toBeNull();
  });

  it('reads 24:00 as the next midnight', () => {
    expect(localInstant('2025-03-12', '24:00')?.getTime()).toBe(new Date(2025, 2, 13).getTime());
  });
});

describe("times on the clock of the member's zone, not the browser's (docs/decisions/055-local-days.md)", () => {
  const activity = {
    startAt: '2026-03-09T23:30:00.000Z',
    endAt: '2026-03-10T01:00:00.000Z',
    project: { projectId: P },
    actionType: { actionTypeId: A },
    description: 'Late work',
    billable: true,
  };

  it('reads and writes 00:30 in Skopje as that local day', () => {
    expect(localInstant('2026-03-10', '00:30', 'Europe/Skopje')?.toISOString()).toBe(
      '2026-03-09T23:30:00.000Z',
    );
    expect(localInstant('2026-03-10', '24:00', 'Europe/Skopje')?.toISOString()).toBe(
      '2026-03-10T23:00:00.000Z',
    );
    expect(activityFormValues(activity, 'Europe/Skopje')).toMatchObject({
      date: '2026-03-10',
      start: '00:30',
      end: '02:00',
    });
    expect(activityFormValues(activity, 'UTC')).toMatchObject({ date: '2026-03-09', start: '23:30' });
    const values = activityFormValues(activity, 'Europe/Skopje');
    expect(activityBody(values, 'Europe/Skopje')).toMatchObject({
      startAt: activity.startAt,
      endAt: activity.endAt,
    });
  });

  it('refuses a future day by the zone’s today', () => {
    const late = new Date('2026-03-09T23:30:00Z');
    const next = { ...base, date: '2026-03-10', start: '00:05', end: '00:20' };
    expect(validateActivityTimes(next, { now: late, timeZone: 'Europe/Skopje' }).date).toBeUndefined();
    expect(validateActivityTimes(next, { now: late, timeZone: 'UTC' }).date).toBe('future');
  });

  it('writes times in the zone', () => {
    expect(localeTools('mk', 'Europe/Skopje').time('2026-03-09T23:30:00Z')).toBe('00:30');
    expect(localeTools('mk', 'UTC').time('2026-03-09T23:30:00Z')).toBe('23:30');
  });
});
