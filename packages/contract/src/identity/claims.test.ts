import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_IDENTITY_CLAIMS, readBooleanClaim, readIdentityClaims, trimClaim } from './claims.ts';
import { makeJwt } from './jwt.test-helper.ts';

describe('trimClaim', () => {
  it('trims strings, including non-breaking spaces and line breaks', () => {
    expect(trimClaim('  Ana  ')).toBe('Ana');
    expect(trimClaim('\u00a0Ana\n\t')).toBe('Ana');
    expect(trimClaim('   ')).toBe('');
  });

  it.each([undefined, null, 12, true, {}, ['Ana']])('reads %j as the empty string', (value) => {
    expect(trimClaim(value)).toBe('');
  });

  it('is idempotent and leaves no surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const trimmed = trimClaim(text);
        expect(trimClaim(trimmed)).toBe(trimmed);
        expect(trimmed).toBe(trimmed.trim());
      }),
    );
  });
});

describe('readBooleanClaim', () => {
  it.each([
    [true, true],
    ['true', true],
    [' TRUE ', true],
    [false, false],
    ['false', false],
    ['yes', false],
    [1, false],
    [undefined, false],
  ])('reads %j as %s', (value, expected) => {
    expect(readBooleanClaim(value)).toBe(expected);
  });
});

describe('readIdentityClaims', () => {
  it('reads every claim, trimming strings', () => {
    const token = makeJwt({
      sub: 'x',
      name: ' Ана Петровска ',
      given_name: 'Ана\n',
      family_name: '\tПетровска',
      email: ' ana@example.mk ',
      email_verified: true,
      phone_number: ' +389 70 000 000 ',
      phone_number_verified: 'true',
    });
    expect(readIdentityClaims(token)).toEqual({
      name: 'Ана Петровска',
      given_name: 'Ана',
      family_name: 'Петровска',
      email: 'ana@example.mk',
      email_verified: true,
      phone_number: '+389 70 000 000',
      phone_number_verified: true,
    });
  });

  it('gives empty values for missing or mistyped claims and still reads the others', () => {
    const claims = readIdentityClaims(
      makeJwt({ email: 'a@b.c', name: { first: 'A' }, email_verified: 'no' }),
    );
    expect(claims).toEqual({ ...EMPTY_IDENTITY_CLAIMS, email: 'a@b.c' });
  });

  it.each([
    null,
    undefined,
    '',
    'garbage',
    'a.b',
    'a.!!.c',
    `e30.${Buffer.from('[]').toString('base64url')}.s`,
  ])('gives empty claims for an unparsable token %j without throwing', (token) => {
    expect(readIdentityClaims(token)).toEqual(EMPTY_IDENTITY_CLAIMS);
  });

  it('returns a fresh object each time, so callers cannot change the shared empty value', () => {
    const claims = readIdentityClaims(null);
    claims.name = 'changed';
    expect(readIdentityClaims(null).name).toBe('');
    expect(Object.isFrozen(EMPTY_IDENTITY_CLAIMS)).toBe(true);
  });

  it('never throws and always gives trimmed strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map(makeJwt)), (token) => {
        const claims = readIdentityClaims(token);
        for (const key of ['name', 'given_name', 'family_name', 'email', 'phone_number'] as const) {
          expect(typeof claims[key]).toBe('string');
          expect(claims[key]).toBe(claims[key].trim());
        }
        expect(typeof claims.email_verified).toBe('boolean');
      }),
    );
  });
});
