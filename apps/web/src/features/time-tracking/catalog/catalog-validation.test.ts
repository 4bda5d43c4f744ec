import { describe, expect, it } from 'vitest';
import {
  budgetError,
  collectErrors,
  colourError,
  descriptionError,
  nameError,
} from './catalog-validation.ts';

describe('catalog validation', () => {
  it('needs a name of 1 to 100 characters after trimming', () => {
    expect(nameError('  ')).toBe('required');
    expect(nameError('A')).toBeNull();
    expect(nameError(` ${'x'.repeat(100)} `)).toBeNull();
    expect(nameError('x'.repeat(101))).toBe('nameLength');
  });

  it('limits descriptions to 1000 characters', () => {
    expect(descriptionError('x'.repeat(1000))).toBeNull();
    expect(descriptionError('x'.repeat(1001))).toBe('descriptionLength');
  });

  it('accepts only #rrggbb colours', () => {
    expect(colourError('#228BE6')).toBeNull();
    expect(colourError('#228be')).toBe('colour');
    expect(colourError('blue')).toBe('colour');
    expect(colourError('rgb(1,2,3)')).toBe('colour');
  });

  it('accepts no budget or 0 to 100000 hours', () => {
    expect(budgetError(null)).toBeNull();
    expect(budgetError('')).toBeNull();
    expect(budgetError(0)).toBeNull();
    expect(budgetError(100_000)).toBeNull();
    expect(budgetError(-1)).toBe('budget');
    expect(budgetError(100_001)).toBe('budget');
    expect(budgetError('abc')).toBe('budget');
  });

  it('collects only the set messages', () => {
    expect(collectErrors({ name: 'required', colour: null })).toEqual({ name: 'required' });
  });
});
