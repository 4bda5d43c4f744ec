import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { IdpDatabase } from './database.ts';
import { accountTokens, oidcPayloads, signInAttempts } from './schema.ts';

// The models that hang off a grant and die with it (as in oidc-provider's reference adapter).
const GRANTABLE = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

const notExpired = or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

function withConsumed(row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined) {
  if (!row) return undefined;
  const payload = { ...row.payload } as AdapterPayload;
  if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
  return payload;
}

/**
 * oidc-provider's storage interface on one table: the model name is part of the key, grantId,
 * userCode and uid are copied into indexed columns for the lookups the provider makes, and
 * expired rows are never returned (and are removed by sweepExpired).
 */
export function createAdapterFactory(db: IdpDatabase) {
  return (model: string): Adapter => {
    const byId = (id: string) => and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id));
    const findOne = async (where: ReturnType<typeof and>) => {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(where, notExpired))
        .limit(1);
      return withConsumed(row);
    };

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          id,
          model,
          payload: payload as Record<string, unknown>,
          grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
          userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
          uid: typeof payload.uid === 'string' ? payload.uid : null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(oidcPayloads)
          .values(values)
          .onConflictDoUpdate({
            target: [oidcPayloads.model, oidcPayloads.id],
            set: {
              payload: values.payload,
              grantId: values.grantId,
              userCode: values.userCode,
              uid: values.uid,
              expiresAt: values.expiresAt,
            },
          });
      },
      find: (id) => findOne(byId(id)),
      findByUid: (uid) => findOne(and(eq(oidcPayloads.model, model), eq(oidcPayloads.uid, uid))),
      findByUserCode: (userCode) =>
        findOne(and(eq(oidcPayloads.model, model), eq(oidcPayloads.userCode, userCode))),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: sql`now()` })
          .where(byId(id));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(byId(id));
      },
      async revokeByGrantId(grantId) {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.grantId, grantId), inArray(oidcPayloads.model, GRANTABLE)));
      },
    };
  };
}

/** Deletes expired provider state, stale sign-in counters and spent mail tokens. */
export async function sweepExpired(db: IdpDatabase): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
  await db.delete(signInAttempts).where(lt(signInAttempts.attemptedAt, sql`now() - interval '1 day'`));
  await db
    .delete(accountTokens)
    .where(
      or(
        lt(accountTokens.expiresAt, sql`now() - interval '1 day'`),
        lt(accountTokens.usedAt, sql`now() - interval '1 day'`),
      ),
    );
}
