import { describe, expect, it } from 'vitest';
import { renumbered, reorder } from './reorder.ts';

describe('reorder', () => {
  it('moves an item up, down, to the ends, and clamps past the end', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 'c', 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(reorder(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(['a', 'b', 'c', 'd'], 'b', 3)).toEqual(['a', 'c', 'd', 'b']);
    expect(reorder(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(reorder(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
  });

  it('inserts an item that arrives from elsewhere', () => {
    expect(reorder(['a', 'b'], 'x', 1)).toEqual(['a', 'x', 'b']);
    expect(reorder([], 'x', 5)).toEqual(['x']);
  });
});

describe('renumbered', () => {
  it('lists only the rows whose position changes', () => {
    const current = new Map([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(renumbered(['a', 'c', 'b'], current)).toEqual([
      { id: 'c', sortOrder: 1 },
      { id: 'b', sortOrder: 2 },
    ]);
    expect(renumbered(['a', 'b', 'c'], current)).toEqual([]);
    expect(renumbered(['x', 'a'], current)).toEqual([
      { id: 'x', sortOrder: 0 },
      { id: 'a', sortOrder: 1 },
    ]);
  });
});
