import { describe, expect, it } from 'vitest';
import { expectedMinutesOn, scheduleOn } from './expected-minutes.ts';
import { DEFAULT_WEEK_MINUTES, type WeekMinutes } from './work-schedule-schemas.ts';

const week = (minutes: number, weekend = 0): WeekMinutes => ({
  monday: minutes,
  tuesday: minutes,
  wednesday: minutes,
  thursday: minutes,
  friday: minutes,
  saturday: weekend,
  sunday: weekend,
});

const company = (effectiveFrom: string, minutes: WeekMinutes) => ({ memberId: null, effectiveFrom, minutes });
const own = (effectiveFrom: string, minutes: WeekMinutes) => ({
  memberId: '00000000-0000-4000-8000-000000000001',
  effectiveFrom,
  minutes,
});

describe('expectedMinutesOn', () => {
  it('reads the weekday of the calendar date, Monday to Sunday', () => {
    const schedules = [company('2026-01-01', { ...week(480), friday: 300, saturday: 60 })];
    // 2026-11-23 is a Monday.
    expect(expectedMinutesOn(schedules, '2026-11-23')).toBe(480);
    expect(expectedMinutesOn(schedules, '2026-11-27')).toBe(300);
    expect(expectedMinutesOn(schedules, '2026-11-28')).toBe(60);
    expect(expectedMinutesOn(schedules, '2026-11-29')).toBe(0);
  });

  it('takes the latest company schedule in effect on the day', () => {
    const schedules = [company('2026-06-01', week(360)), company('2026-01-01', week(480))];
    expect(expectedMinutesOn(schedules, '2026-05-29')).toBe(480);
    expect(expectedMinutesOn(schedules, '2026-06-01')).toBe(360);
    expect(expectedMinutesOn(schedules, '2027-01-04')).toBe(360);
  });

  it("prefers the member's own schedule from its first day on", () => {
    const schedules = [company('2026-01-01', week(480)), own('2026-03-02', week(240))];
    expect(expectedMinutesOn(schedules, '2026-02-27')).toBe(480);
    expect(expectedMinutesOn(schedules, '2026-03-02')).toBe(240);
    expect(scheduleOn(schedules, '2026-03-02')?.memberId).not.toBeNull();
  });

  it("lets the company's first schedule cover earlier days, and the default week cover none", () => {
    expect(expectedMinutesOn([company('2026-06-01', week(360))], '2020-01-06')).toBe(360);
    expect(expectedMinutesOn([], '2026-11-23')).toBe(DEFAULT_WEEK_MINUTES.monday);
    expect(expectedMinutesOn([], '2026-11-22')).toBe(0);
  });
});
