import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { IdpDatabase } from './database.ts';
import { keys } from './schema.ts';

export const SIGNING_ALG = 'RS256';

function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
}

function newCookieKey(): string {
  return randomBytes(32).toString('base64url');
}

// Serialises first-start key creation across instances sharing one database.
const KEYS_LOCK = sql`select pg_advisory_xact_lock(hashtext('atrium-idp-keys'))`;

async function loadOrCreate<T>(
  db: IdpDatabase,
  kind: 'signing' | 'cookie',
  create: () => { id: string; material: T },
) {
  const read = async (tx: IdpDatabase) =>
    (await tx.select().from(keys).where(eq(keys.kind, kind)).orderBy(desc(keys.createdAt))).map(
      (row) => row.material as T,
    );
  const existing = await read(db);
  if (existing.length > 0) return existing;
  return db.transaction(async (tx) => {
    await tx.execute(KEYS_LOCK);
    const again = await read(tx);
    if (again.length > 0) return again;
    const key = create();
    await tx.insert(keys).values({ id: key.id, kind, material: key.material });
    return [key.material];
  });
}

/** The private signing JWKs, newest first (the first one signs; the others still verify). */
export function loadSigningKeys(db: IdpDatabase): Promise<JWK[]> {
  return loadOrCreate(db, 'signing', () => {
    const jwk = newSigningKey();
    return { id: jwk.kid as string, material: jwk };
  });
}

/** Cookie-signing secrets, newest first (the first one signs; the others still verify). */
export function loadCookieKeys(db: IdpDatabase): Promise<string[]> {
  return loadOrCreate(db, 'cookie', () => ({ id: randomUUID(), material: newCookieKey() }));
}

/**
 * Adds a new signing key that signs from the next start of the provider on; older keys stay
 * published in the JWKS so that tokens they signed keep verifying. Only the newest `keep` keys are
 * kept. Returns the new key id.
 */
export async function rotateSigningKey(
  db: IdpDatabase,
  { keep = 3 }: { keep?: number } = {},
): Promise<string> {
  const jwk = newSigningKey();
  const kid = jwk.kid as string;
  await db.transaction(async (tx) => {
    await tx.execute(KEYS_LOCK);
    await tx
      .insert(keys)
      .values({ id: kid, kind: 'signing', material: jwk, createdAt: sql`clock_timestamp()` });
    const all = await tx
      .select({ id: keys.id })
      .from(keys)
      .where(eq(keys.kind, 'signing'))
      .orderBy(desc(keys.createdAt));
    for (const old of all.slice(Math.max(keep, 1))) {
      await tx.delete(keys).where(eq(keys.id, old.id));
    }
  });
  return kid;
}

/** Adds a new cookie-signing secret; the previous ones still verify existing cookies. */
export async function rotateCookieKey(db: IdpDatabase, { keep = 3 }: { keep?: number } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(KEYS_LOCK);
    await tx.insert(keys).values({
      id: randomUUID(),
      kind: 'cookie',
      material: newCookieKey(),
      createdAt: sql`clock_timestamp()`,
    });
    const all = await tx
      .select({ id: keys.id })
      .from(keys)
      .where(eq(keys.kind, 'cookie'))
      .orderBy(desc(keys.createdAt));
    for (const old of all.slice(Math.max(keep, 1))) {
      await tx.delete(keys).where(eq(keys.id, old.id));
    }
  });
}
