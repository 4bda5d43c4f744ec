import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import type { getCompanyInvites } from '@atrium/contract/companies';
import { companyInvites, users } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { toCompanyInvite } from './invite-queries.ts';

const inviter = aliasedTable(users, 'inviter');

/** Pending invitations, newest first; expired ones are listed too (their expiresAt says so). */
export const getCompanyInvitesHandler: OperationHandler<typeof getCompanyInvites> = async ({ context }) => {
  const rows = await context.withTenant((tx) =>
    tx
      .select({
        invite: companyInvites,
        inviter: {
          name: inviter.name,
          givenName: inviter.givenName,
          familyName: inviter.familyName,
          email: inviter.email,
        },
      })
      .from(companyInvites)
      .leftJoin(inviter, eq(inviter.id, companyInvites.invitedByUserId))
      .where(and(eq(companyInvites.companyId, context.companyId), eq(companyInvites.status, 'PENDING')))
      .orderBy(desc(companyInvites.createdAt), desc(companyInvites.id)),
  );
  return rows.map((row) => toCompanyInvite(row.invite, row.inviter));
};
