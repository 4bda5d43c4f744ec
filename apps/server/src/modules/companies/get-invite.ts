import { eq } from 'drizzle-orm';
import type { getInvite } from '@atrium/contract/companies';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findInviteByTokenHash } from './invite-queries.ts';
import { displayName, hashInviteToken, sameEmail } from './invite-token.ts';

export const getInviteHandler: OperationHandler<typeof getInvite> = async ({ body, context, deps }) => {
  const { database } = deps;
  const found = await findInviteByTokenHash(database, hashInviteToken(body.token));
  if (!found) throw notFound('The invitation');
  // users has no row-level security; the caller reads only their own row.
  const [me] = await context.withTenant((tx) =>
    tx.select({ email: users.email }).from(users).where(eq(users.id, context.userId)),
  );
  const { invite } = found;
  return {
    companyName: found.companyName,
    email: invite.email,
    role: invite.role,
    inviterName: found.inviter ? displayName(found.inviter) : null,
    status: invite.status,
    expired: invite.expiresAt.getTime() <= Date.now(),
    emailMatches: sameEmail(me?.email ?? null, invite.email),
    expiresAt: invite.expiresAt.toISOString(),
  };
};
