import { inviteTokenSchema } from '@atrium/contract/companies';

/**
 * The in-app address of a pasted invitation: the whole link from the e-mail (any host: the mail
 * may name the public address of this same app) or the bare token. Null when it is neither.
 */
export function inviteLinkPath(text: string): string | null {
  const value = text.trim();
  let token: string | null = value;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) {
    try {
      token = new URL(value, 'http://x.invalid').searchParams.get('token');
    } catch {
      return null;
    }
  }
  if (!token || !inviteTokenSchema.safeParse(token).success) return null;
  return `/respond-to-invite?token=${encodeURIComponent(token)}`;
}
