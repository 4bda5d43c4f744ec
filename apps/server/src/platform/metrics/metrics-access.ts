import { createHash, timingSafeEqual } from 'node:crypto';

/** What decides whether a scrape is answered. */
export interface ScrapeRequest {
  /** The TCP peer, never a forwarded address. */
  socketAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers a reverse proxy adds; their presence means the scrape came from beyond this machine. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

export type ScrapeDecision = 'allowed' | 'token-required' | 'not-local';

/**
 * Decision 040. With METRICS_TOKEN set, a scrape must carry `Authorization: Bearer <token>` from
 * wherever it comes. Without it, only a direct connection from this machine is answered: the peer
 * is loopback and no proxy forwarded the request (a proxy on the same host connects from
 * loopback too, so the address alone would open /metrics to the internet through it).
 */
export function decideScrape(request: ScrapeRequest, metricsToken: string | null): ScrapeDecision {
  if (metricsToken !== null) {
    const given = bearer(request.headers.authorization);
    return given !== null && sameSecret(given, metricsToken) ? 'allowed' : 'token-required';
  }
  const local = request.socketAddress !== undefined && LOOPBACK.has(request.socketAddress);
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return local && !forwarded ? 'allowed' : 'not-local';
}

function bearer(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Compares digests, so neither the length nor a prefix of the token leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
