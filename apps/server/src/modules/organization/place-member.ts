import { eq } from 'drizzle-orm';
import type { placeMember } from '@atrium/contract/organization';
import { companyMembers } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { auditOrganization } from './organization-audit.ts';
import { findDepartment, findMemberStatus } from './organization-queries.ts';

/** Places a member in a department of the company, or in none. */
export const placeMemberHandler: OperationHandler<typeof placeMember> = async ({
  params,
  body,
  context,
  deps,
}) => {
  const change = await context.withTenant(async (tx) => {
    const member = await findMemberStatus(tx, context.companyId, params.companyMemberId);
    // Locks the department (FOR UPDATE) so a concurrent delete cannot empty it under us.
    if (body.departmentId) await findDepartment(tx, context.companyId, body.departmentId);
    const [before] = await tx
      .select({ departmentId: companyMembers.departmentId })
      .from(companyMembers)
      .where(eq(companyMembers.id, member.companyMemberId))
      .for('update');
    if (before?.departmentId !== body.departmentId) {
      await tx
        .update(companyMembers)
        .set({ departmentId: body.departmentId })
        .where(eq(companyMembers.id, member.companyMemberId));
    }
    return { from: before?.departmentId ?? null, to: body.departmentId };
  });
  if (change.from !== change.to) {
    await auditOrganization(deps, context, 'member_placed', params.companyMemberId, change);
  }
  return { companyMemberId: params.companyMemberId, departmentId: body.departmentId };
};
