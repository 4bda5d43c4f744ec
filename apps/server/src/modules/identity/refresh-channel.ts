import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_HEADER } from '@atrium/contract/identity';
import type { Config } from '../../config.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';

/**
 * How a session's refresh token travels (docs/decisions/045-mobile-refresh-token-header.md):
 * - `cookie`: the browser's HttpOnly cookie, out of reach of the page's scripts;
 * - `header`: the mobile shell, which has no such cookie jar, keeps it in the device's secure
 *   storage and sends it in the Atrium-Refresh-Token header; rotations answer the next one there.
 * A session stays on the channel it started on: header tokens carry a prefix, so a cookie's token
 * presented in the header (or the other way round) is unknown. Only a sign-in through the mobile
 * client starts a header session, so a browser never gets a refresh token it could read.
 */
export type RefreshChannel = 'cookie' | 'header';

const HEADER_TOKEN_PREFIX = 'm.';
const HEADER_TOKEN = /^m\.[A-Za-z0-9_-]{43}$/;
const headerName = REFRESH_TOKEN_HEADER.toLowerCase();

export function newRefreshToken(channel: RefreshChannel): string {
  const token = randomBytes(32).toString('base64url');
  return channel === 'header' ? `${HEADER_TOKEN_PREFIX}${token}` : token;
}

/**
 * The refresh token the request presents and its channel. A request with the header is on the
 * header channel even when the value is malformed (token null): it never falls back to a cookie.
 */
export function readPresentedRefreshToken(request: FastifyRequest): {
  channel: RefreshChannel;
  token: string | null;
} {
  const header = request.headers[headerName];
  if (header !== undefined) {
    const value = Array.isArray(header) ? undefined : header.trim();
    return { channel: 'header', token: value && HEADER_TOKEN.test(value) ? value : null };
  }
  return { channel: 'cookie', token: readRefreshCookie(request) };
}

/** Hands the client its (new) refresh token on the session's channel. */
export function handOverRefreshToken(
  reply: FastifyReply,
  config: Config,
  channel: RefreshChannel,
  token: string,
  expiresAt: Date,
): void {
  if (channel === 'cookie') {
    setRefreshCookie(reply, config, token, expiresAt);
    return;
  }
  reply.header(REFRESH_TOKEN_HEADER, token);
  reply.header('cache-control', 'no-store');
}

/** The session is over: the browser's cookie is cleared; the shell forgets its token itself. */
export function withdrawRefreshToken(reply: FastifyReply, config: Config, channel: RefreshChannel): void {
  if (channel === 'cookie') clearRefreshCookie(reply, config);
}
