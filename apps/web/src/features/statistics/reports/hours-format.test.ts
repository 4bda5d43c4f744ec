import { describe, expect, it } from 'vitest';
import { budgetUsedPercent, hoursText, hoursValue } from './hours-format.ts';

describe('hours format', () => {
  it('writes hours with two decimals in the language', () => {
    expect(hoursText(27_000, 'en')).toBe('7.50');
    expect(hoursText(27_000, 'mk')).toBe('7,50');
    expect(hoursText(3_600_000, 'en')).toBe('1,000.00');
    expect(hoursText(3_600_000, 'mk')).toBe('1.000,00');
    expect(hoursText(3_600_000 + 1800, 'sq')).toBe('1\u00a0000,50');
    expect(hoursText(0, 'de')).toBe('0.00');
    expect(hoursValue(5_400)).toBe(1.5);
    expect(hoursValue(100)).toBe(0.03);
  });

  it('compares with the budget', () => {
    expect(budgetUsedPercent(36_000, 20)).toBe(50);
    expect(budgetUsedPercent(36_000, null)).toBeNull();
    expect(budgetUsedPercent(36_000, 0)).toBeNull();
  });
});
