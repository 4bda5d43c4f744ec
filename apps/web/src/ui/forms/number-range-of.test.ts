import { leaveTypeBodySchema, weekMinutesSchema } from '@atrium/contract/absence';
import { describe, expect, it } from 'vitest';
import { numberRangeOf } from './number-range-of.ts';

describe('numberRangeOf', () => {
  it('reads the bounds through default and nullable', () => {
    expect(numberRangeOf(leaveTypeBodySchema.shape.minimumNoticeDays)).toEqual({ min: 0, max: 3660 });
    expect(numberRangeOf(leaveTypeBodySchema.shape.maximumConsecutiveDays)).toEqual({ min: 1, max: 3660 });
    expect(numberRangeOf(weekMinutesSchema.shape.monday)).toEqual({ min: 0, max: 1440 });
  });

  it('has no bounds for what is not a number', () => {
    expect(numberRangeOf(leaveTypeBodySchema.shape.unit)).toEqual({});
    expect(numberRangeOf(undefined)).toEqual({});
  });
});
