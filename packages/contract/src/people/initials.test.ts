import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Mara Manager')).toBe('MM');
    expect(initialsOf('  ana  maria   petrova ')).toBe('AP');
    expect(initialsOf('Ćirić')).toBe('Ć');
  });

  it('falls back to the e-mail address, then to a question mark', () => {
    expect(initialsOf(null, 'zoe@example.test')).toBe('Z');
    expect(initialsOf('   ', '')).toBe('?');
    expect(initialsOf(undefined)).toBe('?');
  });
});
