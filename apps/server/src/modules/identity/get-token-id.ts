import { sql } from 'drizzle-orm';
import type { IdentityClaims } from '@atrium/contract/identity';
import type { getTokenId } from '@atrium/contract/identity-operations';
import { sessionsNotBefore, type IdpDatabase } from '@atrium/idp';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { bearerToken } from '../../platform/auth/bearer-token.ts';
import { accountIssuer } from '../../platform/identity-provider/account-issuer.ts';
import { mobileClientId } from '../../platform/identity-provider/mobile-client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import type { Platform } from '../../platform/platform.ts';
import { pickCompany } from './company-claims.ts';
import { providerVerifierFor } from './provider-access.ts';
import { ProviderTokenError } from './provider-tokens.ts';
import { issueSession } from './sessions.ts';

/**
 * `openid_GetTokenId`: the provider vouches for (issuer, subject); the person is found or created
 * by exactly that pair (never by e-mail), their profile refreshed from a verified ID token, and a
 * session started in their company.
 */
export const getTokenIdHandler: OperationHandler<typeof getTokenId> = async ({
  body,
  request,
  reply,
  deps: platform,
}) => {
  const idToken = body?.idToken;
  const verifier = providerVerifierFor(platform);
  const { database } = platform;
  const failed = async (reason: string, userId: string | null = null) => {
    await recordAudit(database, {
      companyId: null,
      actorUserId: userId,
      action: 'auth.sign_in_failed',
      details: { reason },
      requestId: request.id,
    });
  };

  const providerToken = bearerToken(request.headers.authorization);
  if (providerToken === null) {
    await failed('missing_token');
    throw new AppError('UNAUTHENTICATED', 'Sign in at the identity provider first.');
  }
  let subject: string;
  let issuedAt: number | null;
  let clientId: string | null;
  try {
    ({ subject, issuedAt, clientId } = await verifier.verifyAccessToken(providerToken));
  } catch (error) {
    if (!(error instanceof ProviderTokenError)) throw error;
    request.log.info({ reason: error.reason }, 'provider token refused');
    await failed(error.reason);
    if (error.reason === 'unavailable') {
      throw new AppError('SERVICE_UNAVAILABLE', 'The identity provider cannot be reached. Try again later.', {
        cause: error,
      });
    }
    throw new AppError('UNAUTHENTICATED', 'The sign-in could not be verified. Sign in again.');
  }

  if (await issuedBeforeCutOff(platform, subject, issuedAt)) {
    // The account's sessions were ended (password reset, sign out everywhere) after this token
    // was issued: whoever holds it must sign in again, with the current password.
    await failed('revoked');
    throw new AppError('UNAUTHENTICATED', 'The sign-in could not be verified. Sign in again.');
  }

  let claims: IdentityClaims | null = null;
  if (idToken) {
    try {
      claims = await verifier.verifyIdToken(idToken, subject);
    } catch (error) {
      if (!(error instanceof ProviderTokenError)) throw error;
      // docs/product/tokens-and-sign-in.md#identity-claims: an ID token that cannot be used reads as empty claims; the profile stays as it was.
      request.log.info({ reason: error.reason }, 'ID token ignored');
    }
  }

  // The embedded provider's people are keyed by a fixed name, not its URL (account-issuer.ts).
  const person = await upsertPerson(platform, accountIssuer(platform.config), subject, claims);
  if (person.disabled) {
    await failed('disabled', person.id);
    throw new AppError('UNAUTHENTICATED', 'This account cannot sign in.');
  }
  const companyId = await pickCompany(database, person.id);
  // The provider's signed token names the client: only the mobile shell's sign-in gets its refresh
  // token in the header (decision 045); every other client, the browser's included, the cookie.
  const channel = clientId !== null && clientId === mobileClientId(platform.config) ? 'header' : 'cookie';
  const session = await issueSession(platform, reply, { userId: person.id, companyId }, channel);
  await recordAudit(database, {
    companyId: session.companyId,
    actorUserId: person.id,
    action: 'auth.sign_in',
    details: { profileFromIdToken: claims !== null },
    requestId: request.id,
  });
  return { token: session.token };
};

/** Profile columns an ID token may set; an empty claim leaves the stored value alone. */
function profileFrom(claims: IdentityClaims | null) {
  if (claims === null) return {};
  const profile: Partial<typeof users.$inferInsert> = {};
  if (claims.email) profile.email = claims.email.toLowerCase();
  if (claims.name) profile.name = claims.name;
  if (claims.given_name) profile.givenName = claims.given_name;
  if (claims.family_name) profile.familyName = claims.family_name;
  if (claims.phone_number) profile.phoneNumber = claims.phone_number;
  if (!claims.name && (claims.given_name || claims.family_name)) {
    profile.name = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  }
  return profile;
}

async function upsertPerson(
  platform: Platform,
  issuer: string,
  subject: string,
  claims: IdentityClaims | null,
): Promise<{ id: string; disabled: boolean }> {
  const profile = profileFrom(claims);
  const [row] = await platform.database.withTenant({ companyId: null, userId: null }, (tx) =>
    tx
      .insert(users)
      .values({ issuer, subject, ...profile })
      .onConflictDoUpdate({
        target: [users.issuer, users.subject],
        // The provider vouches for the e-mail address, so it always wins. Name and phone only fill
        // what is still empty: once the person edits them in Atrium (account/profile), a later
        // sign-in must not put the provider's old values back. updatedAt is always touched so that
        // RETURNING yields the existing row too.
        set: {
          ...(profile.email ? { email: profile.email } : {}),
          name: sql`coalesce(${users.name}, excluded.name)`,
          givenName: sql`coalesce(${users.givenName}, excluded.given_name)`,
          familyName: sql`coalesce(${users.familyName}, excluded.family_name)`,
          phoneNumber: sql`coalesce(${users.phoneNumber}, excluded.phone_number)`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: users.id, disabled: users.disabled }),
  );
  if (!row) throw new Error('upsert of the person returned no row');
  return row;
}

/**
 * The embedded provider records when an account's sessions were ended; a provider access token
 * (a JWT checked offline, valid up to 15 minutes) issued before that instant starts no session.
 * An external provider is trusted to revoke its own tokens.
 */
async function issuedBeforeCutOff(platform: Platform, subject: string, issuedAt: number | null) {
  if (platform.config.oidc !== null) return false;
  const cutOff = await sessionsNotBefore(platform.database.owner as unknown as IdpDatabase, subject);
  if (cutOff === null) return false;
  // `iat` has whole seconds: a token of the cut-off's own second counts as earlier, because one
  // obtained just before a reset is the attacker's; the owner's next sign-in takes longer than that.
  return issuedAt === null || issuedAt <= Math.floor(cutOff.getTime() / 1000);
}
