import { describe, expect, it } from 'vitest';
import { fromClock, localHour, quietHoursEnd, toClock } from './quiet-hours.ts';

const night = { startMinute: fromClock('22:00'), endMinute: fromClock('07:00') };

describe('quiet hours', () => {
  it('holds a notification until the end of quiet hours spanning midnight, in the person’s zone', () => {
    // 23:30 in Skopje (UTC+1 in November) is 22:30 UTC; quiet hours end at 07:00 local = 06:00 UTC.
    expect(quietHoursEnd(new Date('2026-11-23T22:30:00Z'), 'Europe/Skopje', night)?.toISOString()).toBe(
      '2026-11-24T06:00:00.000Z',
    );
    expect(quietHoursEnd(new Date('2026-11-24T05:59:00Z'), 'Europe/Skopje', night)?.toISOString()).toBe(
      '2026-11-24T06:00:00.000Z',
    );
  });

  it('lets notifications through outside quiet hours and without any', () => {
    expect(quietHoursEnd(new Date('2026-11-24T06:00:00Z'), 'Europe/Skopje', night)).toBeNull();
    expect(quietHoursEnd(new Date('2026-11-23T12:00:00Z'), 'UTC', night)).toBeNull();
    expect(quietHoursEnd(new Date('2026-11-23T23:00:00Z'), 'UTC', null)).toBeNull();
  });

  it('handles quiet hours within one day', () => {
    const lunch = { startMinute: fromClock('12:00'), endMinute: fromClock('13:30') };
    expect(quietHoursEnd(new Date('2026-11-23T12:10:00Z'), 'UTC', lunch)?.toISOString()).toBe(
      '2026-11-23T13:30:00.000Z',
    );
    expect(quietHoursEnd(new Date('2026-11-23T13:30:00Z'), 'UTC', lunch)).toBeNull();
  });

  it('reads local hours and clock strings', () => {
    expect(localHour(new Date('2026-11-23T07:00:00Z'), 'Europe/Skopje')).toBe(8);
    expect(toClock(fromClock('07:05'))).toBe('07:05');
  });
});
