import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver, parseTrustProxy } from './client-address.ts';

const request = (socket: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: socket },
    connection: { remoteAddress: socket },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

// The proxy at 10.0.0.5 appended 203.0.113.7; the client wrote 198.51.100.1 itself.
const forged = request('10.0.0.5', '198.51.100.1, 203.0.113.7');

describe('V2.4.1 the client address as the API computes it', () => {
  it('V2.4.1 trusts no header without TRUST_PROXY', () => {
    expect(clientAddressResolver(false)(forged)).toBe('10.0.0.5');
  });

  it('V2.4.1 a hop count skips only the hops it trusts, never the forged left-most entry', () => {
    expect(clientAddressResolver(1)(forged)).toBe('203.0.113.7');
    expect(clientAddressResolver(2)(forged)).toBe('198.51.100.1');
    expect(clientAddressResolver(0)(forged)).toBe('10.0.0.5');
  });

  it('V2.4.1 a CIDR list trusts only proxies inside it', () => {
    expect(clientAddressResolver(['10.0.0.0/8'])(forged)).toBe('203.0.113.7');
    expect(clientAddressResolver('192.168.0.0/16')(forged)).toBe('10.0.0.5');
  });

  it('V2.4.1 true trusts every hop (the left-most entry)', () => {
    expect(clientAddressResolver(true)(forged)).toBe('198.51.100.1');
  });

  it('reads IDP_TRUST_PROXY as the API reads TRUST_PROXY, refusing a typo', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1')).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(() => parseTrustProxy('10.0.0.0/8, proxy.local')).toThrow(/IDP_TRUST_PROXY/);
  });
});
