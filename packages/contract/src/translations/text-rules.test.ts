import { describe, expect, it } from 'vitest';
import {
  placeholderProblems,
  placeholdersOf,
  pluralCategoriesOf,
  pluralCategoryOf,
  stripMarkup,
} from './text-rules.ts';

describe('translation text rules', () => {
  it('names placeholders once, with or without a format', () => {
    expect(placeholdersOf('{{count}} of {{ total }}, {{date, datetime}} {{count}}')).toEqual([
      'count',
      'date',
      'total',
    ]);
  });

  it('finds a missing and an unknown placeholder', () => {
    expect(placeholderProblems('Running since {{time}}', 'Тече од {{vreme}}')).toEqual({
      missing: ['time'],
      unknown: ['vreme'],
    });
    expect(placeholderProblems('{{a}} {{b}}', '{{b}} {{a}}')).toEqual({ missing: [], unknown: [] });
  });

  it('strips markup but for a few bare tags', () => {
    expect(stripMarkup('<b onclick="x">Зачувај</b> <script>alert(1)</script><a href="y">тука</a><BR>')).toBe(
      '<b>Зачувај</b> alert(1)тука<br/>',
    );
  });

  it('uses the CLDR plural categories: mk and sq have one and other', () => {
    expect(pluralCategoriesOf('mk')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('sq')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('en')).toEqual(['one', 'other']);
    expect([1, 21, 31, 101].map((count) => pluralCategoryOf('mk', count))).toEqual([
      'one',
      'one',
      'one',
      'one',
    ]);
    expect([11, 2, 5].map((count) => pluralCategoryOf('mk', count))).toEqual(['other', 'other', 'other']);
    expect([1, 2].map((count) => pluralCategoryOf('sq', count))).toEqual(['one', 'other']);
  });
});
