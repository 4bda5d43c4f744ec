import { describe, expect, it } from 'vitest';
import type { GeneratedHoliday } from './holidays-of.ts';
import { planRegeneration, type StoredHoliday } from './regeneration-plan.ts';

const bayram: GeneratedHoliday = {
  date: '2026-03-20',
  names: { en: 'End of Ramadan (Eid al-Fitr)', mk: 'Рамазан Бајрам' },
  kind: 'public',
  estimated: true,
  substituteFor: null,
};
const labourDay: GeneratedHoliday = {
  date: '2026-05-01',
  names: { en: 'Labour Day' },
  kind: 'public',
  estimated: false,
  substituteFor: null,
};
const stored = (
  id: string,
  day: GeneratedHoliday,
  source: StoredHoliday['source'] = 'library',
): StoredHoliday => ({
  id,
  source,
  ...day,
});

describe('generating a year again', () => {
  it('adds everything to an empty year', () => {
    expect(planRegeneration([], [bayram, labourDay])).toEqual({
      insert: [bayram, labourDay],
      refresh: [],
      remove: [],
      kept: 0,
    });
  });

  it('changes nothing when the library gives the same days', () => {
    expect(planRegeneration([stored('a', bayram), stored('b', labourDay)], [bayram, labourDay])).toEqual({
      insert: [],
      refresh: [],
      remove: [],
      kept: 0,
    });
  });

  it('refreshes a library day the library now names or dates differently', () => {
    const renamed = { ...labourDay, names: { en: 'Labour Day', sq: 'Dita e Punëtorëve' } };
    const moved = { ...bayram, date: '2026-03-21' };
    expect(planRegeneration([stored('a', bayram), stored('b', labourDay)], [moved, renamed])).toEqual({
      insert: [],
      refresh: [
        { id: 'b', day: renamed },
        { id: 'a', day: moved },
      ],
      remove: [],
      kept: 0,
    });
  });

  it('keeps a day an admin changed, also when they moved it, and does not add the library one again', () => {
    const confirmed = stored('a', { ...bayram, date: '2026-03-21', estimated: false }, 'manual');
    const renamed = stored('b', { ...labourDay, names: { en: 'Workers’ Day' } }, 'manual');
    expect(planRegeneration([confirmed, renamed], [bayram, labourDay])).toEqual({
      insert: [],
      refresh: [],
      remove: [],
      kept: 2,
    });
  });

  it('recognises a Bayram an admin confirmed on a nearby day under another name, but not a day far off', () => {
    const confirmed = stored(
      'a',
      { ...bayram, date: '2026-03-22', names: { en: 'Ramazan Bajram' }, estimated: false },
      'manual',
    );
    expect(planRegeneration([confirmed], [bayram])).toMatchObject({ insert: [], kept: 1 });
    const companyDay = stored(
      'b',
      { ...bayram, date: '2026-03-25', names: { en: 'Founders’ Day' }, estimated: false },
      'manual',
    );
    expect(planRegeneration([companyDay], [bayram])).toMatchObject({ insert: [bayram], kept: 1 });
    // Only estimated days move: a fixed holiday is never taken for a nearby day of another name.
    const nearLabourDay = stored(
      'c',
      { ...labourDay, date: '2026-05-02', names: { en: 'Bridge day' } },
      'manual',
    );
    expect(planRegeneration([nearLabourDay], [labourDay]).insert).toEqual([labourDay]);
  });

  it('removes a library day the library no longer gives, never a day added by hand', () => {
    const companyDay = stored(
      'c',
      { ...labourDay, date: '2026-06-15', names: { en: 'Founders’ Day' } },
      'manual',
    );
    expect(planRegeneration([stored('a', bayram), companyDay], [labourDay])).toEqual({
      insert: [labourDay],
      refresh: [],
      remove: ['a'],
      kept: 1,
    });
  });

  it('does not take a holiday for its own substitute day', () => {
    const sunday = { ...labourDay, date: '2033-05-01' };
    const monday = { ...labourDay, date: '2033-05-02', substituteFor: '2033-05-01' };
    expect(planRegeneration([stored('a', sunday)], [sunday, monday]).insert).toEqual([monday]);
  });
});
