import { aliasedTable, eq } from 'drizzle-orm';
import type { CompanyInvite } from '@atrium/contract/companies';
import type { Database } from '../../db/database.ts';
import { companies, companyInvites, users } from '../../db/schema/index.ts';
import { displayName } from './invite-token.ts';

type InviteRow = typeof companyInvites.$inferSelect;
type PersonColumns = Parameters<typeof displayName>[0];

export function toCompanyInvite(invite: InviteRow, inviter: PersonColumns | null): CompanyInvite {
  return {
    inviteId: invite.id,
    email: invite.email,
    role: invite.role,
    status: invite.status,
    invitedByName: inviter ? displayName(inviter) : null,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

const inviter = aliasedTable(users, 'inviter');

/**
 * The one request-time read on the owner connection: the invitee is no member yet, so no tenant
 * context can show them the row. Knowing the token is the capability (only its hash is stored).
 */
export async function findInviteByTokenHash(database: Database, tokenHash: string) {
  const [row] = await database.owner
    .select({
      invite: companyInvites,
      companyName: companies.name,
      inviter: {
        name: inviter.name,
        givenName: inviter.givenName,
        familyName: inviter.familyName,
        email: inviter.email,
      },
    })
    .from(companyInvites)
    .innerJoin(companies, eq(companies.id, companyInvites.companyId))
    .leftJoin(inviter, eq(inviter.id, companyInvites.invitedByUserId))
    .where(eq(companyInvites.tokenHash, tokenHash));
  return row;
}
