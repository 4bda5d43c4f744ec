import { describe, expect, it } from 'vitest';
import {
  placeholderProblems,
  placeholdersOf,
  pluralCategoriesOf,
  markupProblems,
  pluralCategoryOf,
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

  it('names the tags a value has that its English text lacks, whatever they are', () => {
    expect(markupProblems('Save', '<b>Зачувај</b>')).toEqual(['<b>', '</b>']);
    expect(markupProblems('Save', 'Зачувај <script>alert(1)</script><a href="y">тука</a><BR/>')).toEqual([
      '<script>',
      '</script>',
      '<a href="y">',
      '</a>',
      '<BR/>',
    ]);
    expect(markupProblems('Press <b>Save</b>', 'Притиснете <b>Зачувај</b>')).toEqual([]);
    // A comparison or an arrow is no tag.
    expect(markupProblems('Under 5', 'Под < 5 и > 2, 1<2')).toEqual([]);
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
