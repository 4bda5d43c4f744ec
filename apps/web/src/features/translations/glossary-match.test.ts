import type { GlossaryTerm } from '@atrium/contract/translations';
import { describe, expect, it } from 'vitest';
import { glossaryTermsIn } from './glossary-match.ts';

const term = (text: string): GlossaryTerm => ({
  id: text,
  languageIsoCode: 'mk',
  term: text,
  translation: `${text} (mk)`,
  note: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
  updatedByName: null,
});

describe('glossaryTermsIn', () => {
  const terms = [term('shift'), term('leave request'), term('C++'), term('time')];

  it('finds whole words whatever their case, English plurals included', () => {
    expect(glossaryTermsIn(['Your Shifts this week'], terms).map((t) => t.term)).toEqual(['shift']);
    expect(glossaryTermsIn(['Two leave requests wait'], terms).map((t) => t.term)).toEqual(['leave request']);
    expect(glossaryTermsIn(['Runtime', 'shifted'], terms)).toEqual([]);
    expect(glossaryTermsIn(['{{count}} C++ projects', 'Time off'], terms).map((t) => t.term)).toEqual([
      'C++',
      'time',
    ]);
  });
});
