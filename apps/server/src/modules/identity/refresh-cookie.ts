import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

export const REFRESH_COOKIE = 'atrium_refresh';
/**
 * Sent to the API only (never to pages or the provider). Not narrower: choosing a company
 * (`/api/Companies/choose`) rotates the session's refresh token within its family, so it must
 * see the cookie too. HttpOnly and SameSite=Strict keep it from scripts and other sites.
 */
const REFRESH_COOKIE_PATH = '/api';

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    secure: config.publicUrl.startsWith('https://'),
    sameSite: 'strict' as const,
    path: REFRESH_COOKIE_PATH,
  };
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(config), maxAge });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  // Our tokens are 43 base64url characters; anything else is not worth a database lookup.
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}
