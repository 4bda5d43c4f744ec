import { describe, expect, it } from 'vitest';
import 'dayjs/locale/mk';
import { dateFormat, datePickerFormat } from './date-format.ts';

// Local time: the instant is built from local parts so the expectation holds in any zone.
const instant = new Date(2026, 10, 23, 14, 5);

describe('date formats', () => {
  it('writes date, date-time and time in English', () => {
    const format = dateFormat('en');
    expect(format.date(instant)).toBe('Nov 23, 2026');
    expect(format.time(instant)).toBe('2:05 PM');
    expect(format.dateTime(instant)).toBe('Nov 23, 2026, 2:05 PM');
  });

  it('writes Macedonian and Albanian with their own patterns and clocks', () => {
    expect(dateFormat('mk').dateTime(instant)).toBe('23.11.2026, 14:05');
    expect(dateFormat('sq').time(instant)).toBe('14:05');
    expect(dateFormat('sq').time(new Date(2026, 10, 27, 7, 0))).toBe('07:00');
    expect(dateFormat('sq').dateTime(instant)).toBe('23 nën 2026, 14:05');
    expect(dateFormat('en').time(new Date(2026, 10, 27, 19, 0))).toBe('7:00 PM');
  });

  it('reads ISO strings as instants', () => {
    expect(dateFormat('en').date(instant.toISOString())).toBe('Nov 23, 2026');
  });
});

describe('one date format for displays and pickers', () => {
  it('writes a calendar day as the local day, not UTC midnight', () => {
    expect(dateFormat('en').day('2026-11-23')).toBe('Nov 23, 2026');
    expect(dateFormat('mk').day('2026-11-23')).toBe('23.11.2026');
    expect(dateFormat('sq').day('2026-11-23')).toBe('23 nën 2026');
    expect(dateFormat('en').shortDay('2026-11-23')).toBe('11/23/26');
    expect(dateFormat('mk').shortDay('2026-11-23')).toBe('23.11.26');
  });

  it('heads a day with its weekday and the same date', () => {
    expect(dateFormat('en').dayTitle('2026-11-23')).toBe('Monday, Nov 23, 2026');
    expect(dateFormat('mk').dayTitle(instant)).toBe('понеделник, 23.11.2026');
    expect(dateFormat('sq').dayTitle('2026-11-27')).toBe('e premte, 27 nën 2026');
    expect(dateFormat('sq').dayTitle(new Date(2026, 10, 29, 23, 59))).toBe('e diel, 29 nën 2026');
    expect(dateFormat('en').dayTitle('2026-11-29')).toBe('Sunday, Nov 29, 2026');
  });

  it("writes a picker's value, single or range, as the displays do, with a Monday week", () => {
    const en = datePickerFormat('en');
    expect(en.firstDayOfWeek).toBe(1);
    expect(en.valueFormatter({ type: 'default', date: '2026-11-23', labelSeparator: '–' })).toBe(
      dateFormat('en').date(instant),
    );
    expect(en.valueFormatter({ type: 'default', date: null, labelSeparator: '–' })).toBe('');
    expect(
      datePickerFormat('mk').valueFormatter({
        type: 'range',
        date: ['2026-11-01', '2026-11-23'],
        labelSeparator: '–',
      }),
    ).toBe('1.11.2026 – 23.11.2026');
    expect(en.valueFormatter({ type: 'range', date: ['2026-11-01', null], labelSeparator: '–' })).toBe(
      'Nov 1, 2026 – ',
    );
  });
});
