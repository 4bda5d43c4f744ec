import { createHash, randomBytes } from 'node:crypto';

/** A new feed secret: 32 random bytes, URL-safe. */
export const newFeedSecret = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, hex. */
export const feedSecretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The feed's address: the company in the path sets the tenant before the secret is looked up. */
export const feedUrl = (publicUrl: string, companyId: string, secret: string): string =>
  `${publicUrl}/feeds/absence/${companyId}/${secret}.ics`;
