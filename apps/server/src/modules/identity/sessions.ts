import { createHash, randomUUID } from 'node:crypto';
import { DAY_MS } from '@atrium/contract/dates';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokens } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { revokeAllSessions } from '../../platform/auth/revoke-sessions.ts';
import { notifySessionsEnded } from '../../platform/auth/session-channel.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Platform } from '../../platform/platform.ts';
import { accessClaimsFor, pickCompany } from './company-claims.ts';
import {
  handOverRefreshToken,
  newRefreshToken,
  readPresentedRefreshToken,
  withdrawRefreshToken,
  type RefreshChannel,
} from './refresh-channel.ts';

export interface Session {
  /** The API access token (docs/product/tokens-and-sign-in.md#access-token-claims claims). */
  token: string;
  /** The company the token is for, after checking the membership; null: none. */
  companyId: string | null;
}

export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const sessionExpired = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Sign in again.');

async function accessTokenFor(platform: Platform, userId: string, companyId: string | null) {
  const issued = await accessClaimsFor(platform.database, userId, companyId);
  if (issued === null) throw new AppError('UNAUTHENTICATED', 'This account cannot sign in.');
  return { token: await platform.accessTokens.signAccessToken(issued.claims), companyId: issued.companyId };
}

/**
 * Starts a new session (a new refresh-token family) for a person in a company, hands over its
 * refresh token (the cookie; the header for the mobile shell, refresh-channel.ts) and answers the
 * access token. `companyId` null or not an active membership: a token
 * without a company. Used by sign-in and by flows that create a membership (company creation,
 * accepting an invitation).
 */
export async function issueSession(
  platform: Platform,
  reply: FastifyReply,
  input: { userId: string; companyId: string | null },
  channel: RefreshChannel = 'cookie',
): Promise<Session> {
  const session = await accessTokenFor(platform, input.userId, input.companyId);
  const refreshToken = newRefreshToken(channel);
  const familyExpiresAt = new Date(Date.now() + platform.config.refreshTokenTtlDays * DAY_MS);
  await platform.database.withTenant({ companyId: null, userId: input.userId }, (tx) =>
    tx.insert(refreshTokens).values({
      familyId: randomUUID(),
      userId: input.userId,
      companyId: session.companyId,
      tokenHash: hashOf(refreshToken),
      expiresAt: familyExpiresAt,
      familyExpiresAt,
    }),
  );
  handOverRefreshToken(reply, platform.config, channel, refreshToken, familyExpiresAt);
  return session;
}

type Rotation =
  | {
      outcome: 'rotated';
      userId: string;
      companyId: string | null;
      refreshToken: string;
      familyExpiresAt: Date;
    }
  | { outcome: 'reused'; userId: string; familyId: string }
  | { outcome: 'refused'; userId: string | null; reason: 'unknown' | 'revoked' | 'expired' };

/**
 * How long a rotated refresh token is still honoured. The answer carrying its successor can be
 * lost — a reload cutting the request off, two tabs refreshing at the same moment, a dropped
 * connection — and without a grace period that honest retry would look like theft and sign the
 * person out everywhere. Within the window the retry gets a new token in the same family; after
 * it, a rotated token revokes the family (the usual reuse-interval trade-off).
 */
export const ROTATION_GRACE_MS = 30_000;

/**
 * Exchanges the presented refresh token (cookie, or the shell's header) for a new one in the
 * same family, handed over on the same channel, and answers a new access token
 * for the membership as the database says now. `companyId` (choose company) binds the family to
 * that company; otherwise it keeps its company, falling back to pickCompany when that membership
 * is gone. A rotated token presented again after ROTATION_GRACE_MS revokes the whole family (it
 * was copied) and is audited.
 */
export async function rotateSession(
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { companyId?: string; expectedUserId?: string } = {},
): Promise<Session> {
  const { channel, token: presented } = readPresentedRefreshToken(request);
  if (presented === null) throw sessionExpired();
  const { database, config } = platform;

  const rotation = await database.withTenant(
    { companyId: null, userId: null },
    async (tx): Promise<Rotation> => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(presented)))
        .for('update');
      if (!row) return { outcome: 'refused', userId: null, reason: 'unknown' };
      if (options.expectedUserId && row.userId !== options.expectedUserId) {
        return { outcome: 'refused', userId: null, reason: 'unknown' };
      }
      if (row.revokedAt) return { outcome: 'refused', userId: row.userId, reason: 'revoked' };
      const retried = row.rotatedAt !== null && Date.now() - row.rotatedAt.getTime() < ROTATION_GRACE_MS;
      if (row.rotatedAt && !retried) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        await notifySessionsEnded(tx, { userId: row.userId, familyId: row.familyId });
        return { outcome: 'reused', userId: row.userId, familyId: row.familyId };
      }
      if (row.familyExpiresAt.getTime() <= Date.now() || row.expiresAt.getTime() <= Date.now()) {
        return { outcome: 'refused', userId: row.userId, reason: 'expired' };
      }
      const refreshToken = newRefreshToken(channel);
      // A retry keeps the first rotation time, so the grace window never extends itself.
      if (!retried) {
        await tx
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()` })
          .where(eq(refreshTokens.id, row.id));
      }
      const companyId = options.companyId ?? row.companyId;
      await tx.insert(refreshTokens).values({
        familyId: row.familyId,
        userId: row.userId,
        companyId,
        tokenHash: hashOf(refreshToken),
        expiresAt: row.familyExpiresAt,
        // Rotation never extends the family: its absolute lifetime is fixed at sign-in.
        familyExpiresAt: row.familyExpiresAt,
      });
      return {
        outcome: 'rotated',
        userId: row.userId,
        companyId,
        refreshToken,
        familyExpiresAt: row.familyExpiresAt,
      };
    },
  );

  if (rotation.outcome !== 'rotated') {
    withdrawRefreshToken(reply, config, channel);
    if (rotation.outcome === 'reused') {
      await recordAudit(database, {
        companyId: null,
        actorUserId: rotation.userId,
        action: 'auth.refresh_reuse',
        target: rotation.familyId,
        details: { revoked: 'family' },
        requestId: request.id,
      });
    }
    throw sessionExpired();
  }

  let companyId = rotation.companyId;
  let issued = await accessClaimsFor(database, rotation.userId, companyId);
  if (issued !== null && companyId !== null && issued.companyId === null) {
    // The bound membership is gone: resume in another company, as a fresh sign-in would.
    companyId = await pickCompany(database, rotation.userId);
    issued = await accessClaimsFor(database, rotation.userId, companyId);
  }
  if (issued === null) {
    await revokeAllSessions(database, rotation.userId);
    withdrawRefreshToken(reply, config, channel);
    throw new AppError('UNAUTHENTICATED', 'This account cannot sign in.');
  }
  if (issued.companyId !== rotation.companyId) {
    await database.withTenant({ companyId: null, userId: rotation.userId }, (tx) =>
      tx
        .update(refreshTokens)
        .set({ companyId: issued.companyId })
        .where(eq(refreshTokens.tokenHash, hashOf(rotation.refreshToken))),
    );
  }
  handOverRefreshToken(reply, config, channel, rotation.refreshToken, rotation.familyExpiresAt);
  return { token: await platform.accessTokens.signAccessToken(issued.claims), companyId: issued.companyId };
}

/** Revokes the family of the presented refresh token (if any) and clears the cookie. */
export async function endSession(
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ userId: string | null }> {
  const { channel, token: presented } = readPresentedRefreshToken(request);
  withdrawRefreshToken(reply, platform.config, channel);
  if (presented === null) return { userId: null };
  return platform.database.withTenant({ companyId: null, userId: null }, async (tx) => {
    const [row] = await tx
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(presented)));
    if (!row) return { userId: null };
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    // This session's open notification streams end, on whichever instance they are.
    await notifySessionsEnded(tx, { userId: row.userId, familyId: row.familyId });
    return { userId: row.userId };
  });
}

/**
 * The sign-in session a request presents (its refresh cookie, or the shell's header) for the
 * person signed in: its family and whether it is over (revoked or past its lifetime). Null when
 * the request presents none, or one that is not this person's.
 */
export async function presentedSession(
  platform: Pick<Platform, 'database'>,
  request: FastifyRequest,
  userId: string,
): Promise<{ familyId: string; ended: boolean } | null> {
  const { token } = readPresentedRefreshToken(request);
  if (token === null) return null;
  const [row] = await platform.database.withTenant({ companyId: null, userId: null }, (tx) =>
    tx
      .select({
        familyId: refreshTokens.familyId,
        userId: refreshTokens.userId,
        revokedAt: refreshTokens.revokedAt,
        familyExpiresAt: refreshTokens.familyExpiresAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(token))),
  );
  if (!row || row.userId !== userId) return null;
  return {
    familyId: row.familyId,
    ended: row.revokedAt !== null || row.familyExpiresAt.getTime() <= Date.now(),
  };
}

export { revokeAllSessions };
