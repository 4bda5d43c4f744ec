import { issueExpiringAccountToken } from './account-tokens.ts';
import { findAccountByEmail } from './accounts.ts';
import type { IdpDatabase } from './database.ts';
import { type Locale, pickLocale } from './i18n.ts';

export interface PasswordResetLink {
  accountId: string;
  /** `<issuer>/reset/<token>?lang=<locale>`: the page that spends the token (interactions/reset-password.ts). */
  link: string;
  expiresAt: Date;
}

/**
 * Issues a one-time password reset token for the account and returns the link to it. The mailed
 * reset (forgot password) and the operator's command both come here, so a link is the same thing
 * whoever asked for it: same lifetime, spent once, and redeeming it ends every session of the
 * account (docs/decisions/018). Links are built from the issuer only, never from a request's Host.
 */
export async function issuePasswordResetLink(
  db: IdpDatabase,
  input: { issuer: string; accountId: string; locale: Locale; interactionUid?: string },
): Promise<PasswordResetLink> {
  const { token, expiresAt } = await issueExpiringAccountToken(
    db,
    input.accountId,
    'password_reset',
    input.interactionUid,
  );
  return {
    accountId: input.accountId,
    link: `${input.issuer}/reset/${token}?lang=${input.locale}`,
    expiresAt,
  };
}

/**
 * For someone the server cannot mail (no mail server): the operator asks for a reset link by the
 * account's e-mail address and passes it on. Undefined, with nothing written, when no account has
 * that address. No throttle applies: those keep strangers from flooding a mailbox, and this is
 * asked on the server's own machine. No sign-in interaction is attached, so the page after the
 * reset offers no way back to one; the person opens the application again.
 */
export async function issuePasswordResetLinkForEmail(
  db: IdpDatabase,
  input: {
    issuer: string;
    email: string;
    /** The language the person chose in the application, as the mailed reset asks for it. */
    accountLocale?: (accountId: string) => Promise<string | undefined>;
  },
): Promise<(PasswordResetLink & { email: string }) | undefined> {
  const account = await findAccountByEmail(db, input.email);
  if (!account) return undefined;
  const link = await issuePasswordResetLink(db, {
    issuer: input.issuer,
    accountId: account.id,
    locale: pickLocale(await input.accountLocale?.(account.id), undefined),
  });
  return { ...link, email: account.email };
}
