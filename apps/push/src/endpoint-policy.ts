import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/*
 * A push subscription's endpoint is a URL the browser hands us and the server later POSTs to.
 * Unchecked, it would let anyone make the server send requests into its own network (SSRF). So
 * endpoints must be https and must not name or resolve to a loopback, private, link-local or
 * otherwise non-public address. Loopback is allowed only by an explicit setting, for tests and
 * development with a local push service stand-in.
 */

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

type AddressKind = 'public' | 'loopback' | 'private';

/** What kind of address an IP literal is (IPv4-mapped IPv6 counts as its IPv4 address). */
function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const ip = mapped ?? bare;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(ip, family)) return 'loopback';
  if (notPublic.check(ip, family)) return 'private';
  return 'public';
}

export interface EndpointPolicy {
  /** Tests and development only: endpoints on 127.0.0.0/8, ::1 or localhost. */
  allowLoopback: boolean;
}

/** Why the endpoint is refused, or null when it may be used. */
export function endpointProblem(endpoint: string, policy: EndpointPolicy): string | null {
  if (endpoint.length > 2048) return 'is longer than 2048 characters';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'must be an https:// URL';
  if (url.username || url.password) return 'must not carry credentials';
  // A fully qualified name's final dot names the same host: `localhost.` is localhost.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return policy.allowLoopback ? null : 'must not point at this machine';
  }
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) {
    const kind = addressKind(host);
    if (kind === 'loopback') return policy.allowLoopback ? null : 'must not point at this machine';
    if (kind === 'private') return 'must not point at a private or link-local address';
  }
  return null;
}

/** Every address a host name resolves to (the system resolver; tests give names their own). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: ResolveAll = (hostname) => dnsLookup(hostname, { all: true });

/**
 * Why a connection to these addresses is refused, or null: the one rule for the subscription
 * check and for delivery. A name with any non-public address is refused, loopback only when the
 * policy allows it (a local push stand-in).
 */
function addressesProblem(addresses: readonly LookupAddress[], policy: EndpointPolicy): string | null {
  const kinds = addresses.map((entry) => addressKind(entry.address));
  if (kinds.includes('private')) return 'must not point at a private or link-local address';
  if (kinds.includes('loopback') && !policy.allowLoopback) return 'must not point at this machine';
  return null;
}

/**
 * The subscription check: `endpointProblem`, then the host name resolved as delivery resolves it,
 * so a name that leads to this machine or the private network (`localhost.`, `ip6-localhost`, a
 * public name with a private answer) is refused when the device registers. A name that does not
 * resolve now is left to delivery, which resolves again when it connects.
 */
export async function resolvedEndpointProblem(
  endpoint: string,
  policy: EndpointPolicy,
  resolve: ResolveAll = systemResolve,
): Promise<string | null> {
  const problem = endpointProblem(endpoint, policy);
  if (problem) return problem;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return null;
  const addresses = await resolve(host).catch(() => []);
  return addressesProblem(addresses, policy);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the HTTPS agent that delivers pushes: a host name that resolves to a
 * non-public address is refused at connection time too (a DNS answer can change after the
 * subscription was checked).
 */
export function guardedLookup(policy: EndpointPolicy, resolve: ResolveAll = systemResolve) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        if (addressesProblem(addresses, policy) !== null || addresses.length === 0) {
          const problem: NodeJS.ErrnoException = new Error(
            `push endpoint ${hostname} resolves to a non-public address`,
          );
          problem.code = 'EPUSHADDRESS';
          callback(problem, []);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}
