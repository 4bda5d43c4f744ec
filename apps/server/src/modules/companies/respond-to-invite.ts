import { and, eq, gt } from 'drizzle-orm';
import type { respondToInvite } from '@atrium/contract/companies';
import { companyInvites, companyMembers, users } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { importedMemberOf } from './imported-members.ts';
import { findInviteByTokenHash } from './invite-queries.ts';
import { displayName, hashInviteToken, sameEmail } from './invite-token.ts';

const tokenField = (message: string) => [{ path: 'body.token', message }];

/**
 * Checks, in order: the token names an invitation (404); the caller's e-mail is the invited one
 * (403, so nobody else learns more); it is still pending (409) and not expired (409). The answer
 * is recorded with a conditional update inside the company's tenant transaction, so of two
 * concurrent answers exactly one wins, and an accepted invitation and its membership are
 * written together.
 */
export const respondToInviteHandler: OperationHandler<typeof respondToInvite> = async ({
  body,
  context,
  deps,
}) => {
  const { database, notifications } = deps;
  const found = await findInviteByTokenHash(database, hashInviteToken(body.token));
  if (!found) throw notFound('The invitation');
  const { invite } = found;
  const accepting = body.response === 'accept';
  const now = new Date();

  const companyMemberId = await database.withTenant(
    { companyId: invite.companyId, userId: context.userId },
    async (tx) => {
      const [me] = await tx
        .select({
          email: users.email,
          name: users.name,
          givenName: users.givenName,
          familyName: users.familyName,
        })
        .from(users)
        .where(eq(users.id, context.userId));
      if (!sameEmail(me?.email ?? null, invite.email)) {
        throw forbidden('This invitation was sent to another e-mail address.');
      }
      if (invite.status !== 'PENDING') {
        throw conflict(
          invite.status === 'REVOKED'
            ? 'This invitation was withdrawn.'
            : 'This invitation has already been answered.',
          tokenField(invite.status === 'REVOKED' ? 'was revoked' : 'was already used'),
        );
      }
      if (invite.expiresAt.getTime() <= now.getTime()) {
        throw conflict('This invitation has expired. Ask for a new one.', tokenField('has expired'));
      }
      const answered = await tx
        .update(companyInvites)
        .set({
          status: accepting ? 'ACCEPTED' : 'DECLINED',
          respondedByUserId: context.userId,
          respondedAt: now,
        })
        .where(
          and(
            eq(companyInvites.id, invite.id),
            eq(companyInvites.status, 'PENDING'),
            gt(companyInvites.expiresAt, now),
          ),
        )
        .returning({ id: companyInvites.id });
      if (answered.length === 0) {
        throw conflict('This invitation has already been answered.', tokenField('was already used'));
      }
      if (!accepting) return null;
      const [existing] = await tx
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(
          and(eq(companyMembers.companyId, invite.companyId), eq(companyMembers.userId, context.userId)),
        );
      if (existing) {
        // Rolls the answer back too: an admin re-enables a disabled member, an invitation does not.
        throw new AppError('CONFLICT', 'You are already a member of this company.');
      }
      // A member the HR import added for this address becomes the person's (decision 068).
      const imported = await importedMemberOf(tx, invite.companyId, invite.email);
      const [member] = imported
        ? await tx
            .update(companyMembers)
            .set({ userId: context.userId, role: invite.role, updatedAt: now })
            .where(eq(companyMembers.id, imported.id))
            .returning({ id: companyMembers.id })
        : await tx
            .insert(companyMembers)
            .values({ companyId: invite.companyId, userId: context.userId, role: invite.role })
            .returning({ id: companyMembers.id });
      await notifications.emit(tx, {
        companyId: invite.companyId,
        kind: 'invitation.accepted',
        params: { personName: (me && displayName(me)) ?? '', companyName: '' },
        actorUserId: context.userId,
      });
      return member!.id;
    },
  );

  await deps.audit.record(context, {
    companyId: invite.companyId,
    action: accepting ? 'invite.accepted' : 'invite.declined',
    target: invite.id,
    details: companyMemberId ? { companyMemberId } : null,
  });
  return {
    status: accepting ? 'ACCEPTED' : 'DECLINED',
    companyId: invite.companyId,
    companyMemberId,
  };
};
