import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front are trusted to say who the client is, as the API's TRUST_PROXY says it:
 * false (none), true (every hop), a hop count, or proxy addresses and CIDR ranges.
 */
export type TrustProxy = boolean | number | string | readonly string[];

export type ClientAddress = (req: IncomingMessage) => string;

/**
 * The client address of a request with the rules Fastify's request.ip follows in the API:
 * X-Forwarded-For is walked from the right, and only entries added by trusted proxies are
 * skipped. The left-most entry is whatever the client typed, so it is never taken on its own
 * unless every hop is trusted (TRUST_PROXY=true).
 */
export function clientAddressResolver(trust: TrustProxy): ClientAddress {
  const socketAddress = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';
  if (trust === false) return socketAddress;
  const trusted = trustFunction(trust);
  return (req) => (req.socket.remoteAddress ? proxyAddr(req, trusted) : 'unknown');
}

function trustFunction(trust: Exclude<TrustProxy, false>): (address: string, hop: number) => boolean {
  if (trust === true) return () => true;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const list = typeof trust === 'string' ? trust.split(',').map((entry) => entry.trim()) : [...trust];
  // Throws on an entry that is no address or range, so a typo is refused at start.
  return proxyAddr.compile(list);
}

/** Parses IDP_TRUST_PROXY the way the API parses TRUST_PROXY; throws naming the variable. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((entry) => entry.trim());
  try {
    proxyAddr.compile(list);
  } catch {
    throw new Error('IDP_TRUST_PROXY must be true, false, a hop count, or comma-separated addresses/CIDRs');
  }
  return list;
}
