import { addDays } from '@atrium/contract/dates';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { INVITE_VALID_DAYS, type createInvite } from '@atrium/contract/companies';
import {
  companies,
  companyInvites,
  companyMembers,
  notificationEvents,
  users,
} from '../../db/schema/index.ts';
import { AppError, conflict } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { toCompanyInvite } from './invite-queries.ts';
import { createInviteToken, displayName, inviteLink } from './invite-token.ts';
import { neutraliseLinks } from '../../platform/mail/mail-text-safety.ts';
import type { Transaction } from '../../db/database.ts';
import type { Platform } from '../../platform/platform.ts';
import { IMPORT_ISSUER } from './imported-members.ts';

/**
 * Writes the invitation (replacing a pending one for the same address), then mails the link and
 * answers it to the inviter. The token exists only in that mail and that answer (only its hash is
 * stored); if sending fails the invitation is undone, so no pending invitation exists whose link
 * nobody received.
 */
export const createInviteHandler: OperationHandler<typeof createInvite> = async ({ body, context, deps }) => {
  const created = await issueInvitation(deps, context, body);
  await deps.audit.record(context, {
    action: 'invite.created',
    target: created.invite.id,
    details: { role: body.role, replacedInvites: created.replacedIds },
  });
  // The link is the inviter's to pass on too (docs/product/invitations.md#passing-the-link-on).
  return { ...toCompanyInvite(created.invite, created.inviter), link: created.link };
};

/**
 * An invitation from `context` (the handler's caller, or whoever started a member import) to
 * `body.email`; a member the import added may be invited, any other member may not.
 */
export async function issueInvitation(
  deps: Pick<Platform, 'mail' | 'config' | 'notifications'>,
  context: {
    companyId: string;
    userId: string;
    withTenant: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  },
  body: { email: string; role: 'ADMIN' | 'MEMBER' },
) {
  const { mail, config, notifications } = deps;
  const { token, tokenHash } = createInviteToken();
  const expiresAt = addDays(new Date(), INVITE_VALID_DAYS);
  const created = await context.withTenant(async (tx) => {
    const [member] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, context.companyId),
          sql`lower(${users.email}) = ${body.email}`,
          ne(users.issuer, IMPORT_ISSUER),
        ),
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
    // A person who already has an account also finds the invitation in the app (decision 029).
    const [invitee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${body.email}`, ne(users.issuer, IMPORT_ISSUER)))
      .limit(1);
    const eventId = invitee
      ? await notifications.emit(tx, {
          companyId: context.companyId,
          kind: 'invitation.received',
          params: {
            companyName: company?.name ?? '',
            inviterName: (inviter && displayName(inviter)) ?? '',
            inviteLink: `/respond-to-invite?token=${encodeURIComponent(token)}`,
          },
          subjectUserIds: [invitee.id],
          actorUserId: context.userId,
        })
      : null;
    return {
      eventId,
      invite: invite!,
      companyName: company?.name ?? '',
      inviter: inviter ?? null,
      replacedIds: replaced.map((row) => row.id),
    };
  });

  // Names are typed by whoever created the company: no link of theirs may become clickable.
  const rawInviterName = created.inviter ? displayName(created.inviter) : null;
  const inviterName = rawInviterName === null ? null : neutraliseLinks(rawInviterName);
  const companyName = neutraliseLinks(created.companyName);
  const link = inviteLink(config.publicUrl, token);
  try {
    await mail.send({
      to: body.email,
      subject: `You are invited to join ${companyName} on Atrium`,
      text: [
        `${inviterName ?? 'Someone'} invited you to join ${companyName} on Atrium as ${body.role === 'ADMIN' ? 'an administrator' : 'a member'}.`,
        '',
        `Open this link to accept or decline (valid for ${INVITE_VALID_DAYS} days, once):`,
        link,
        '',
        'If you did not expect this invitation, ignore this e-mail.',
      ].join('\n'),
      secrets: [link],
    });
  } catch (error) {
    await context.withTenant(async (tx) => {
      await tx.delete(companyInvites).where(eq(companyInvites.id, created.invite.id));
      if (created.eventId)
        await tx.delete(notificationEvents).where(eq(notificationEvents.id, created.eventId));
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

  return { ...created, link };
}
