import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { base64UrlToBytes, decodeJwtPayload } from './jwt-payload.ts';
import { b64url, makeJwt } from './jwt.test-helper.ts';

describe('base64UrlToBytes', () => {
  it('decodes the same bytes as Node for any input, with or without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = Buffer.from(bytes).toString('base64url');
        expect(base64UrlToBytes(text)).toEqual(new Uint8Array(bytes));
        const padded = text.padEnd(Math.ceil(text.length / 4) * 4, '=');
        expect(base64UrlToBytes(padded)).toEqual(new Uint8Array(bytes));
      }),
    );
  });

  it.each(['a', 'abcde', 'ab+/', 'ab cd', 'ab$d', 'ab==cd', 'a==='])('rejects %j', (text) => {
    expect(base64UrlToBytes(text)).toBeNull();
  });
});

describe('decodeJwtPayload', () => {
  it('reads the payload of a token, including non-ASCII text', () => {
    expect(decodeJwtPayload(makeJwt({ sub: '1', name: 'Ана Šimić ✓' }))).toEqual({
      sub: '1',
      name: 'Ана Šimić ✓',
    });
  });

  it('tolerates whitespace around the token', () => {
    expect(decodeJwtPayload(`  ${makeJwt({ a: 1 })}\n`)).toEqual({ a: 1 });
  });

  const body = (text: string): string => `e30.${b64url(text)}.sig`;
  it.each([
    ['not a string', 42],
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['two parts', 'e30.e30'],
    ['four parts', 'e30.e30.e30.e30'],
    ['empty payload', 'e30..sig'],
    ['bad base64url', 'e30.!!!.sig'],
    ['standard base64 characters', 'e30.ab+/.sig'],
    ['not UTF-8', `e30.${b64url(new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]))}.sig`],
    ['not JSON', body('{name:')],
    ['JSON array', body('[1,2]')],
    ['JSON string', body('"text"')],
    ['JSON null', body('null')],
    ['JSON number', body('12')],
  ])('gives null for %s', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(() => decodeJwtPayload(`${a}.${b}.${c}`)).not.toThrow();
        expect(() => decodeJwtPayload(a)).not.toThrow();
      }),
    );
  });
});
