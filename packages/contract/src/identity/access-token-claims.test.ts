import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_ACCESS_TOKEN_CLAIMS, readAccessTokenClaims } from './access-token-claims.ts';
import { makeJwt } from './jwt.test-helper.ts';

describe('readAccessTokenClaims', () => {
  it('reads single role and module claims as one-element lists', () => {
    const token = makeJwt({
      CompanyMemberId: '17',
      CompanyId: '3',
      role: 'ADMIN',
      Modules: 'ABSENCE',
      exp: 1_700_000_000,
    });
    expect(readAccessTokenClaims(token)).toEqual({
      companyMemberId: '17',
      companyId: '3',
      roles: ['ADMIN'],
      modules: ['ABSENCE'],
      expiresAt: 1_700_000_000,
    });
  });

  it('reads arrays, trimming, dropping empty and non-string items and repeats', () => {
    const token = makeJwt({
      role: [' OWNER ', 'ADMIN', '', 'OWNER', 7, null],
      Modules: ['TIME_TRACKING', 'ABSENCE '],
    });
    const claims = readAccessTokenClaims(token);
    expect(claims.roles).toEqual(['OWNER', 'ADMIN']);
    expect(claims.modules).toEqual(['TIME_TRACKING', 'ABSENCE']);
  });

  it('reads numeric ids as text and blank or odd ids as null', () => {
    expect(readAccessTokenClaims(makeJwt({ CompanyMemberId: 17, CompanyId: '  ' }))).toMatchObject({
      companyMemberId: '17',
      companyId: null,
    });
    expect(readAccessTokenClaims(makeJwt({ CompanyMemberId: 1.5, CompanyId: { id: 1 } }))).toMatchObject({
      companyMemberId: null,
      companyId: null,
    });
  });

  it('gives null expiry when exp is missing or not a number', () => {
    expect(readAccessTokenClaims(makeJwt({ exp: '1700000000' })).expiresAt).toBeNull();
    expect(readAccessTokenClaims(makeJwt({})).expiresAt).toBeNull();
  });

  it.each([null, undefined, '', 'noToken', 'a.b.c', 'x.y'])(
    'gives empty claims for %j without throwing',
    (token) => {
      expect(readAccessTokenClaims(token)).toEqual(EMPTY_ACCESS_TOKEN_CLAIMS);
    },
  );

  it('does not share the lists of the empty value', () => {
    readAccessTokenClaims(null).roles.push('OWNER');
    expect(readAccessTokenClaims(null).roles).toEqual([]);
  });

  it('keeps exactly the distinct non-blank role strings, whatever was sent', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)))),
        (role) => {
          const { roles } = readAccessTokenClaims(makeJwt({ role }));
          const sent = (Array.isArray(role) ? role : [role]).filter(
            (r): r is string => typeof r === 'string',
          );
          expect(roles).toEqual([...new Set(sent.map((r) => r.trim()).filter((r) => r !== ''))]);
        },
      ),
    );
  });
});
