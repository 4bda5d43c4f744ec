import { eq } from 'drizzle-orm';
import type { renameDepartment } from '@atrium/contract/organization';
import { departments } from '../../db/schema/index.ts';
import { auditOrganization } from './organization-audit.ts';
import { assertNameFree, findDepartment } from './organization-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { uniqueName } from './organization-queries.ts';

export const renameDepartmentHandler: OperationHandler<typeof renameDepartment> = async ({
  params,
  body,
  context,
  deps,
}) => {
  const { before, after } = await uniqueName(
    'department',
    context.withTenant(async (tx) => {
      const found = await findDepartment(tx, context.companyId, params.departmentId);
      await assertNameFree(tx, 'department', context.companyId, body.name, found.departmentId);
      await tx.update(departments).set({ name: body.name }).where(eq(departments.id, found.departmentId));
      return { before: found, after: { ...found, name: body.name } };
    }),
  );
  if (before.name !== after.name) {
    await auditOrganization(deps, context, 'department_renamed', after.departmentId, {
      from: before.name,
      to: after.name,
    });
  }
  return after;
};
