import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { forbidden } from '../errors/app-error.ts';

const SAME_ORIGIN_CHECKS = new WeakSet<object>();

/** Whether a route guard is this check: the security tests find the operations that carry it. */
export function isSameOriginCheck(hook: unknown): boolean {
  return typeof hook === 'function' && SAME_ORIGIN_CHECKS.has(hook);
}

/**
 * For operations a cookie authenticates (refresh, logout, choosing a company): SameSite=Strict
 * keeps other *sites* out, but a page on another port or subdomain of the same site is
 * "same-site" and its requests carry the cookie. A browser names the page's origin on every such
 * request (Origin, Sec-Fetch-Site), so anything but our own origin is refused. Requests naming no
 * origin come from programs, not from a victim's browser, and pass.
 */
export function sameOriginCheck(config: Pick<Config, 'publicUrl' | 'devWebOrigin'>) {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  if (config.devWebOrigin) allowed.add(config.devWebOrigin);
  const check = async function requireSameOrigin(request: FastifyRequest): Promise<void> {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!allowed.has(origin)) throw forbidden('This request must come from the Atrium web app itself.');
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw forbidden('This request must come from the Atrium web app itself.');
    }
  };
  SAME_ORIGIN_CHECKS.add(check);
  return check;
}
