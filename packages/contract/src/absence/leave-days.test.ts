import { describe, expect, it } from 'vitest';
import { leaveDaysOf } from './leave-days.ts';

const schedules = [
  {
    memberId: null,
    effectiveFrom: '2026-01-01',
    minutes: {
      monday: 480,
      tuesday: 480,
      wednesday: 480,
      thursday: 480,
      friday: 300,
      saturday: 0,
      sunday: 0,
    },
  },
];
const whole = { part: 'full' as const, startMinute: null, endMinute: null };

describe('leaveDaysOf', () => {
  it('takes each working day’s expected minutes; weekends and holidays take nothing', () => {
    const days = leaveDaysOf(schedules, new Set(['2027-03-02']), {
      ...whole,
      startsOn: '2027-03-01',
      endsOn: '2027-03-07',
    });
    expect(days.map((day) => [day.day, day.minutes, day.off])).toEqual([
      ['2027-03-01', 480, null],
      ['2027-03-02', 0, 'holiday'],
      ['2027-03-03', 480, null],
      ['2027-03-04', 480, null],
      ['2027-03-05', 300, null],
      ['2027-03-06', 0, 'weekend'],
      ['2027-03-07', 0, 'weekend'],
    ]);
  });

  it('a morning takes the first half of the day, an afternoon the rest; hours their length up to the day', () => {
    const friday = { startsOn: '2027-03-05', endsOn: '2027-03-05' };
    expect(
      leaveDaysOf(schedules, new Set(), {
        ...friday,
        part: 'morning',
        startMinute: null,
        endMinute: null,
      })[0]!.minutes,
    ).toBe(150);
    expect(
      leaveDaysOf(schedules, new Set(), {
        ...friday,
        part: 'afternoon',
        startMinute: null,
        endMinute: null,
      })[0]!.minutes,
    ).toBe(150);
    expect(
      leaveDaysOf(schedules, new Set(), { ...friday, part: 'hours', startMinute: 540, endMinute: 660 })[0]!
        .minutes,
    ).toBe(120);
    expect(
      leaveDaysOf(schedules, new Set(), { ...friday, part: 'hours', startMinute: 0, endMinute: 1440 })[0]!
        .minutes,
    ).toBe(300);
  });

  it('follows a schedule change within the span', () => {
    const changed = [
      ...schedules,
      {
        memberId: 'm',
        effectiveFrom: '2027-03-03',
        minutes: {
          monday: 240,
          tuesday: 240,
          wednesday: 240,
          thursday: 240,
          friday: 240,
          saturday: 0,
          sunday: 0,
        },
      },
    ];
    const days = leaveDaysOf(changed, new Set(), { ...whole, startsOn: '2027-03-02', endsOn: '2027-03-03' });
    expect(days.map((day) => day.minutes)).toEqual([480, 240]);
  });
});
