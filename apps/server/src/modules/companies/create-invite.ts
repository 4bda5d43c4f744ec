import { and, eq, inArray, sql } from 'drizzle-orm';
import { INVITE_VALID_DAYS, type createInvite } from '@atrium/contract/companies';
import { companies, companyInvites, companyMembers, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError, conflict } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { toCompanyInvite } from './invite-queries.ts';
import { createInviteToken, displayName, inviteLink } from './invite-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the invitation (replacing a pending one for the same address), then mails the link.
 * The token exists only in that mail; if sending fails the invitation is undone, so no pending
 * invitation exists whose link nobody received.
 */
export function handleCreateInvite({
  database,
  mail,
  config,
}: Platform): OperationHandler<typeof createInvite> {
  return async ({ body, context }) => {
    const { token, tokenHash } = createInviteToken();
    const expiresAt = new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS);
    const created = await context.withTenant(async (tx) => {
      const [member] = await tx
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(
          and(eq(companyMembers.companyId, context.companyId), sql`lower(${users.email}) = ${body.email}`),
        )
        .limit(1);
      if (member) {
        throw conflict('This address already belongs to a member of the company.', [
          { path: 'body.email', message: 'is already a member' },
        ]);
      }
      const replaced = await tx
        .update(companyInvites)
        .set({ status: 'REVOKED' })
        .where(
          and(
            eq(companyInvites.companyId, context.companyId),
            eq(companyInvites.status, 'PENDING'),
            sql`lower(${companyInvites.email}) = ${body.email}`,
          ),
        )
        .returning({ id: companyInvites.id });
      const [invite] = await tx
        .insert(companyInvites)
        .values({
          companyId: context.companyId,
          email: body.email,
          role: body.role,
          tokenHash,
          invitedByUserId: context.userId,
          expiresAt,
        })
        .returning();
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, context.companyId));
      const [inviter] = await tx
        .select({
          name: users.name,
          givenName: users.givenName,
          familyName: users.familyName,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, context.userId));
      return {
        invite: invite!,
        companyName: company?.name ?? '',
        inviter: inviter ?? null,
        replacedIds: replaced.map((row) => row.id),
      };
    });

    const inviterName = created.inviter ? displayName(created.inviter) : null;
    try {
      await mail.send({
        to: body.email,
        subject: `You are invited to join ${created.companyName} on Atrium`,
        text: [
          `${inviterName ?? 'Someone'} invited you to join ${created.companyName} on Atrium as ${body.role === 'ADMIN' ? 'an administrator' : 'a member'}.`,
          '',
          `Open this link to accept or decline (valid for ${INVITE_VALID_DAYS} days, once):`,
          inviteLink(config.publicUrl, token),
          '',
          'If you did not expect this invitation, ignore this e-mail.',
        ].join('\n'),
      });
    } catch (error) {
      await context.withTenant(async (tx) => {
        await tx.delete(companyInvites).where(eq(companyInvites.id, created.invite.id));
        if (created.replacedIds.length > 0) {
          await tx
            .update(companyInvites)
            .set({ status: 'PENDING' })
            .where(inArray(companyInvites.id, created.replacedIds));
        }
      });
      throw new AppError('SERVICE_UNAVAILABLE', 'The invitation e-mail could not be sent. Try again later.', {
        cause: error,
      });
    }

    await recordAudit(database, {
      companyId: context.companyId,
      actorUserId: context.userId,
      action: 'invite.created',
      target: created.invite.id,
      details: { role: body.role, replacedInvites: created.replacedIds },
      requestId: context.requestId,
    });
    return toCompanyInvite(created.invite, created.inviter);
  };
}
