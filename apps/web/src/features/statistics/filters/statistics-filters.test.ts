import { describe, expect, it } from 'vitest';
import { filterQuery, readFilters, writeFilters } from './statistics-filters.ts';

const now = new Date(2025, 2, 12, 10);
const M = '00000000-0000-4000-8000-000000000001';

describe('statistics filters', () => {
  it('default to this month', () => {
    expect(readFilters(new URLSearchParams(), now)).toEqual({ from: '2025-03-01', to: '2025-03-31' });
  });

  it('keep a valid range and valid ids, drop the rest', () => {
    const filters = readFilters(
      new URLSearchParams({ from: '2025-01-01', to: '2025-01-31', companyMemberId: M, projectId: 'x' }),
      now,
    );
    expect(filters).toEqual({ from: '2025-01-01', to: '2025-01-31', companyMemberId: M });
  });

  it('fall back to this month for a reversed, malformed or too long range', () => {
    const month = { from: '2025-03-01', to: '2025-03-31' };
    expect(readFilters(new URLSearchParams({ from: '2025-02-10', to: '2025-02-01' }), now)).toEqual(month);
    expect(readFilters(new URLSearchParams({ from: '2025-2-1', to: '2025-02-10' }), now)).toEqual(month);
    expect(readFilters(new URLSearchParams({ from: '2023-01-01', to: '2025-01-01' }), now)).toEqual(month);
    expect(readFilters(new URLSearchParams({ from: '2024-01-01', to: '2024-12-31' }), now)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });

  it('round-trip through the URL with only the set filters', () => {
    const filters = { from: '2025-03-01', to: '2025-03-31', clientId: M };
    expect(writeFilters(filters).toString()).toBe(`from=2025-03-01&to=2025-03-31&clientId=${M}`);
    expect(readFilters(writeFilters(filters), now)).toEqual(filters);
    expect(filterQuery({ ...filters, projectId: '' })).toEqual(filters);
  });
});
