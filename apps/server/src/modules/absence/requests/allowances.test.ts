import { describe, expect, it } from 'vitest';
import { allocationOf, dayMinutesOf } from './allowances.ts';

const fullTime = {
  schedules: [
    {
      workScheduleId: 's',
      memberId: null,
      effectiveFrom: '2020-01-01',
      minutes: {
        monday: 480,
        tuesday: 480,
        wednesday: 480,
        thursday: 480,
        friday: 480,
        saturday: 0,
        sunday: 0,
      },
    },
  ],
};
const policy = {
  effectiveFrom: '2020-01-01',
  effectiveTo: null,
  yearlyDays: 20,
  prorateOnHire: true,
  prorateOnExit: true,
};

describe('allocations', () => {
  it('a whole year gives the yearly days in minutes of the average working day', () => {
    expect(allocationOf(policy, { ...fullTime, hiredOn: null, leavesOn: null }, 2027)).toEqual({
      from: '2027-01-01',
      days: 20,
      minutes: 9600,
    });
  });

  it('prorates on hire and exit to the half day, and not when the policy says so', () => {
    // Hired on 1 July 2027: 184 of 365 days.
    expect(allocationOf(policy, { ...fullTime, hiredOn: '2027-07-01', leavesOn: null }, 2027)).toEqual({
      from: '2027-07-01',
      days: 10,
      minutes: 4800,
    });
    expect(
      allocationOf(policy, { ...fullTime, hiredOn: '2020-01-01', leavesOn: '2027-03-31' }, 2027)?.days,
    ).toBe(5);
    expect(
      allocationOf(
        { ...policy, prorateOnHire: false },
        { ...fullTime, hiredOn: '2027-07-01', leavesOn: null },
        2027,
      )?.days,
    ).toBe(20);
    expect(allocationOf(policy, { ...fullTime, hiredOn: '2028-01-05', leavesOn: null }, 2027)).toBeNull();
  });

  it('a law change mid-year: each policy gives its share of the year', () => {
    const before = { ...policy, effectiveTo: '2027-06-30' };
    const after = { ...policy, effectiveFrom: '2027-07-01', yearlyDays: 24 };
    const member = { ...fullTime, hiredOn: null, leavesOn: null };
    expect(allocationOf(before, member, 2027)?.days).toBe(10);
    expect(allocationOf(after, member, 2027)?.days).toBe(12);
  });

  it('a part-time week counts its own average day', () => {
    const fourDays = {
      schedules: [
        {
          workScheduleId: 's',
          memberId: 'm',
          effectiveFrom: '2020-01-01',
          minutes: {
            monday: 360,
            tuesday: 360,
            wednesday: 360,
            thursday: 360,
            friday: 0,
            saturday: 0,
            sunday: 0,
          },
        },
      ],
    };
    expect(dayMinutesOf(fourDays, '2027-01-01')).toBe(360);
  });
});
