import { createHash, randomBytes } from 'node:crypto';

/** A fresh invitation token (32 random bytes, base64url) and the hash that is stored. */
export function createInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInviteToken(token) };
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/respond-to-invite?token=${encodeURIComponent(token)}`;
}

/** How a person is shown to others: full name, else given + family, else e-mail. */
export function displayName(person: {
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  email: string | null;
}): string | null {
  const full = person.name?.trim();
  if (full) return full;
  const parts = [person.givenName, person.familyName].map((part) => part?.trim()).filter(Boolean);
  if (parts.length > 0) return parts.join(' ');
  return person.email;
}

export function sameEmail(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
