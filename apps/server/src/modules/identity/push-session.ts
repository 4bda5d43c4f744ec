import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { refreshTokens } from '../../db/schema/index.ts';
import type { Platform } from '../../platform/platform.ts';
import { readPresentedRefreshToken } from './refresh-channel.ts';
import { hashOf } from './sessions.ts';

/**
 * The sign-in session a request belongs to (the token family of its refresh cookie, or of the
 * mobile shell's refresh header), as the push
 * service keeps it with a device's subscription: a hash, so the family id itself never leaves the
 * API. Null without a cookie (a client holding only an access token) or for an unknown one.
 * Kept with the sessions it is made of: sign-out uses it here, and the push module imports it to
 * subscribe a device (push/subscribe-push.ts).
 */
export async function pushSessionOf(
  database: Platform['database'],
  request: FastifyRequest,
): Promise<{ userId: string; session: string } | null> {
  const { token } = readPresentedRefreshToken(request);
  if (token === null) return null;
  const [row] = await database.withTenant({ companyId: null, userId: null }, (tx) =>
    tx
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(token))),
  );
  if (!row) return null;
  const session = createHash('sha256').update(`push-session:${row.familyId}`).digest('base64url');
  return { userId: row.userId, session: session.slice(0, 32) };
}

/**
 * Removes devices when a session ends or moves (sign-out, company switch), here on the server so
 * it happens even when the browser could not do it itself. A push service that cannot be reached
 * never holds up signing out: the failure is logged and the devices are dropped later (the push
 * service reports them gone, or the membership ends).
 */
export async function forgetDevices(
  deps: Pick<Platform, 'push'>,
  log: { warn(details: object, message: string): void },
  removal:
    { userId: string; everywhere: true } | { userId: string; session: string; exceptCompanyId?: string },
): Promise<number> {
  try {
    const { removed } =
      'everywhere' in removal
        ? await deps.push.service.removePerson({ userId: removal.userId })
        : await deps.push.service.removeSession(removal);
    return removed;
  } catch (error) {
    log.warn({ err: error }, 'push subscriptions not removed');
    return 0;
  }
}
