import { describe, expect, it } from 'vitest';
import { holidaysOf, type GeneratedHoliday } from './holidays-of.ts';

const on = (days: GeneratedHoliday[], date: string) => days.filter((day) => day.date === date);
const substitutesOf = (days: GeneratedHoliday[], date: string) =>
  days.filter((day) => day.substituteFor === date).map((day) => day.date);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

// The library loads once per file; its calendars are computed up front.
const mk2026 = await holidaysOf('MK', 2026);
const al2026 = await holidaysOf('AL', 2026);

describe('North Macedonia', () => {
  it('has Orthodox Christmas, both Orthodox Easter days and the national days as public holidays', async () => {
    for (const date of ['2026-01-01', '2026-01-07', '2026-04-12', '2026-04-13', '2026-05-01', '2026-09-08']) {
      expect(
        on(mk2026, date).map((day) => day.kind),
        date,
      ).toEqual(['public']);
    }
    expect(on(mk2026, '2026-04-13')[0]!.names).toMatchObject({
      en: 'Orthodox Easter Monday',
      mk: 'Втор ден Велигден',
    });
  });

  it('flags both Bayrams as estimated: Ramazan Bajram public, Kurban Bajram optional', async () => {
    expect(on(mk2026, '2026-03-20')).toEqual([
      {
        date: '2026-03-20',
        names: { en: 'End of Ramadan (Eid al-Fitr)', mk: 'Рамазан Бајрам', sq: 'Fitër Bajrami' },
        kind: 'public',
        estimated: true,
        substituteFor: null,
      },
    ]);
    expect(on(mk2026, '2026-05-27')).toMatchObject([
      { kind: 'optional', estimated: true, names: { mk: 'Курбан Бајрам' } },
    ]);
    expect(mk2026.filter((day) => day.estimated).map((day) => day.date)).toEqual([
      '2026-03-20',
      '2026-05-27',
    ]);
  });

  it('moves a Sunday holiday to Monday once, and leaves a Saturday one where it is', async () => {
    expect(substitutesOf(mk2026, '2026-05-24')).toEqual(['2026-05-25']);
    expect(substitutesOf(mk2026, '2026-08-02')).toEqual(['2026-08-03']);
    expect(substitutesOf(mk2026, '2026-10-11')).toEqual(['2026-10-12']);
    expect(on(mk2026, '2026-08-03')[0]!.names).toEqual(on(mk2026, '2026-08-02')[0]!.names);
    // Orthodox Easter Sunday rests on the Monday the calendar already has.
    expect(substitutesOf(mk2026, '2026-04-12')).toEqual([]);
    // Labour Day 2027 is a Saturday: North Macedonia moves Sunday holidays only.
    expect(substitutesOf(await holidaysOf('MK', 2027), '2027-05-01')).toEqual([]);
  });

  it('keeps a substitute off a day that is already a holiday', async () => {
    // 2016: Labour Day fell on Orthodox Easter Sunday, and Monday was Easter Monday.
    const mk2016 = await holidaysOf('MK', 2016);
    expect(on(mk2016, '2016-05-01')).toMatchObject([
      { kind: 'public', names: { en: 'Orthodox Easter / Labour Day' }, substituteFor: null },
    ]);
    expect(substitutesOf(mk2016, '2016-05-01')).toEqual(['2016-05-03']);
  });

  it('gives the right day to a Bayram that comes twice in one year', async () => {
    // The Islamic year is shorter: Ramazan Bajram falls on 2 January and 23 December 2033.
    const mk2033 = await holidaysOf('MK', 2033);
    expect(on(mk2033, '2033-12-23')).toMatchObject([{ estimated: true, substituteFor: null }]);
    expect(substitutesOf(mk2033, '2033-01-02')).toEqual(['2033-01-03']);
  });

  it('names days in English, Macedonian and Albanian where the calendar has them, and never guesses', async () => {
    expect(on(mk2026, '2026-01-01')[0]!.names).toEqual({
      en: "New Year's Day",
      mk: 'Нова Година',
      sq: 'Viti i Ri',
    });
    expect(on(mk2026, '2026-08-02')[0]!.names).toEqual({
      en: 'Day of the Republic',
      mk: 'Ден на Републиката',
    });
  });

  it('lists community and faith days as optional, never on a public holiday', async () => {
    expect(on(mk2026, '2026-11-22')).toMatchObject([
      { kind: 'optional', names: { en: 'Day of the Albanian Alphabet' } },
    ]);
    expect(on(mk2026, '2026-01-06')).toMatchObject([{ kind: 'optional' }]);
  });
});

describe('Albania', () => {
  it('has both Easters, Sunday and Monday, as public holidays, each Monday under its own name', async () => {
    const easter = (date: string, names: object) =>
      expect(on(al2026, date), date).toMatchObject([{ kind: 'public', names, substituteFor: null }]);
    easter('2026-04-05', { en: 'Catholic Easter', sq: 'Pashkët Katolike' });
    easter('2026-04-06', { en: 'Catholic Easter Monday', sq: 'E hëna e Pashkëve Katolike' });
    easter('2026-04-12', { en: 'Orthodox Easter', sq: 'Pashkët Ortodokse' });
    easter('2026-04-13', { en: 'Orthodox Easter Monday', sq: 'E hëna e Pashkëve Ortodokse' });
    expect(substitutesOf(al2026, '2026-04-05')).toEqual([]);
    expect(substitutesOf(al2026, '2026-04-12')).toEqual([]);
  });

  it('flags both Bayrams, public holidays in Albania, as estimated', async () => {
    expect(on(al2026, '2026-03-20')).toMatchObject([
      { kind: 'public', estimated: true, names: { sq: 'Fitër Bajrami' } },
    ]);
    expect(on(al2026, '2026-05-27')).toMatchObject([
      { kind: 'public', estimated: true, names: { sq: 'Kurban Bajrami' } },
    ]);
    expect(al2026.filter((day) => day.estimated)).toHaveLength(2);
  });

  it('moves a weekend holiday to the next working day that is not already off', async () => {
    expect(substitutesOf(al2026, '2026-03-14')).toEqual(['2026-03-16']);
    expect(substitutesOf(al2026, '2026-03-22')).toEqual(['2026-03-23']);
    // Independence Day (Saturday) and Liberation Day (Sunday) cannot share one Monday.
    expect(substitutesOf(al2026, '2026-11-28')).toEqual(['2026-11-30']);
    expect(substitutesOf(al2026, '2026-11-29')).toEqual(['2026-12-01']);
  });

  it('gives a Bayram on a weekend its substitute, still estimated', async () => {
    const al2025 = await holidaysOf('AL', 2025);
    expect(on(al2025, '2025-03-30')).toMatchObject([{ estimated: true, substituteFor: null }]);
    expect(on(al2025, '2025-03-31')).toMatchObject([
      { kind: 'public', estimated: true, substituteFor: '2025-03-30' },
    ]);
  });

  it('merges the two Easters into one row in a year they coincide', async () => {
    expect(on(await holidaysOf('AL', 2025), '2025-04-20')).toMatchObject([
      { names: { en: 'Catholic Easter / Orthodox Easter', sq: 'Pashkët Katolike / Pashkët Ortodokse' } },
    ]);
  });

  it('leaves out bank holidays and observances, which are working days', async () => {
    expect(on(al2026, '2026-12-24')).toEqual([]);
    expect(on(al2026, '2026-03-08')).toEqual([]);
  });
});

describe('every calendar', () => {
  it.each(['MK', 'AL'])(
    '%s: one row per date and kind, substitutes on a later working day, 2020-2040',
    async (country) => {
      for (let year = 2020; year <= 2040; year++) {
        const days = await holidaysOf(country, year);
        const keys = days.map((day) => `${day.date} ${day.kind}`);
        expect(new Set(keys).size, `${country} ${year}`).toBe(keys.length);
        for (const day of days.filter((entry) => entry.substituteFor !== null)) {
          expect(day.date > day.substituteFor!, `${country} ${day.date}`).toBe(true);
          expect([1, 2, 3, 4, 5], `${country} ${day.date}`).toContain(weekday(day.date));
          expect(
            on(days, day.date).filter((entry) => entry.kind === 'public'),
            day.date,
          ).toHaveLength(1);
        }
      }
    },
  );

  it('is empty for a country the library has no calendar for', async () => {
    expect(await holidaysOf('ZZ', 2026)).toEqual([]);
  });
});
