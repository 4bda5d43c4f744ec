import { describe, expect, it } from 'vitest';
import type { CoverageDay } from './coverage-schemas.ts';
import { coverageWarnings, requiredPresent } from './coverage-warnings.ts';

const day = (date: string, approved: number, pending = 0, working = true): CoverageDay => ({
  date,
  working,
  headcount: 5,
  approved,
  pending,
});

describe('coverageWarnings', () => {
  it('asks a count as it is and a share rounded up', () => {
    expect(requiredPresent({ kind: 'count', minimum: 3 }, 10)).toBe(3);
    expect(requiredPresent({ kind: 'percent', minimum: 50 }, 5)).toBe(3);
    expect(requiredPresent({ kind: 'percent', minimum: 100 }, 0)).toBe(0);
  });

  it('warns on working days where approved and pending absences leave too few present', () => {
    const days = [day('2026-03-02', 2), day('2026-03-03', 2, 1), day('2026-03-07', 5, 0, false)];
    expect(coverageWarnings({ kind: 'count', minimum: 3 }, days)).toEqual([
      { date: '2026-03-03', present: 2, required: 3, headcount: 5 },
    ]);
  });

  it('counts the days of a request being filled in as one more away', () => {
    const days = [day('2026-03-02', 2), day('2026-03-03', 0)];
    expect(
      coverageWarnings({ kind: 'percent', minimum: 60 }, days, ['2026-03-02']).map((w) => w.date),
    ).toEqual(['2026-03-02']);
  });

  it('never warns without a rule', () => {
    expect(coverageWarnings(null, [day('2026-03-02', 5)])).toEqual([]);
  });
});
