import { describe, expect, it } from 'vitest';
import {
  activityBody,
  localInstant,
  validateActivity,
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

describe('validateActivity', () => {
  it('accepts a finished activity earlier today', () => {
    expect(validateActivity(base, { now })).toEqual({});
  });

  it('needs a project, an action type, a start and an end', () => {
    expect(
      validateActivity({ ...base, projectId: '', actionTypeId: '', start: '', end: '' }, { now }),
    ).toEqual({
      projectId: 'required',
      actionTypeId: 'required',
      start: 'required',
      end: 'required',
    });
  });

  it('refuses an end that is not after the start', () => {
    expect(validateActivity({ ...base, end: '09:00' }, { now }).end).toBe('endAfterStart');
    expect(validateActivity({ ...base, end: '08:59' }, { now }).end).toBe('endAfterStart');
  });

  it('refuses times in the future and days after today', () => {
    expect(validateActivity({ ...base, start: '14:00', end: '15:30' }, { now }).end).toBe('future');
    expect(validateActivity({ ...base, start: '16:00', end: '17:00' }, { now })).toMatchObject({
      start: 'future',
    });
    expect(validateActivity({ ...base, date: '2025-03-13' }, { now }).date).toBe('future');
    expect(validateActivity({ ...base, date: '2025-03-11', start: '20:00', end: '24:00' }, { now })).toEqual(
      {},
    );
  });

  it('refuses malformed times and dates', () => {
    expect(validateActivity({ ...base, start: '9:00' }, { now }).start).toBe('time');
    expect(validateActivity({ ...base, end: '25:00' }, { now }).end).toBe('time');
    expect(validateActivity({ ...base, date: '2025-02-30' }, { now }).date).toBe('date');
  });

  it('lets the running timer keep an empty end', () => {
    expect(validateActivity({ ...base, end: '' }, { now, running: true })).toEqual({});
  });

  it('limits the description to 1000 characters after trimming', () => {
    expect(validateActivity({ ...base, description: ` ${'x'.repeat(1000)} ` }, { now })).toEqual({});
    expect(validateActivity({ ...base, description: 'x'.repeat(1001) }, { now }).description).toBe(
      'descriptionLength',
    );
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
