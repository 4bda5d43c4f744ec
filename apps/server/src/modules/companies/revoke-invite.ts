import { and, eq } from 'drizzle-orm';
import type { revokeInvite } from '@atrium/contract/companies';
import { companyInvites } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

export const revokeInviteHandler: OperationHandler<typeof revokeInvite> = async ({
  params,
  context,
  deps,
}) => {
  await context.withTenant(async (tx) => {
    const inThisCompany = and(
      eq(companyInvites.id, params.inviteId),
      eq(companyInvites.companyId, context.companyId),
    );
    const revoked = await tx
      .update(companyInvites)
      .set({ status: 'REVOKED' })
      .where(and(inThisCompany, eq(companyInvites.status, 'PENDING')))
      .returning({ id: companyInvites.id });
    if (revoked.length > 0) return;
    const [existing] = await tx
      .select({ status: companyInvites.status })
      .from(companyInvites)
      .where(inThisCompany);
    if (!existing) throw notFound('The invitation');
    throw conflict(`This invitation is no longer pending (${existing.status.toLowerCase()}).`);
  });
  await deps.audit.record(context, {
    action: 'invite.revoked',
    target: params.inviteId,
  });
  return undefined;
};
