import { and, eq, max } from 'drizzle-orm';
import type { createDepartment } from '@atrium/contract/organization';
import { departments } from '../../db/schema/index.ts';
import { auditOrganization } from './organization-audit.ts';
import { assertNameFree, findDivision } from './organization-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { uniqueName } from './organization-queries.ts';

export const createDepartmentHandler: OperationHandler<typeof createDepartment> = async ({
  body,
  context,
  deps,
}) => {
  const department = await uniqueName(
    'department',
    context.withTenant(async (tx) => {
      const division = await findDivision(tx, context.companyId, body.divisionId);
      await assertNameFree(tx, 'department', context.companyId, body.name);
      const [last] = await tx
        .select({ sortOrder: max(departments.sortOrder) })
        .from(departments)
        .where(
          and(eq(departments.companyId, context.companyId), eq(departments.divisionId, division.divisionId)),
        );
      const [row] = await tx
        .insert(departments)
        .values({
          companyId: context.companyId,
          divisionId: division.divisionId,
          name: body.name,
          sortOrder: last?.sortOrder === null || last?.sortOrder === undefined ? 0 : last.sortOrder + 1,
        })
        .returning({
          departmentId: departments.id,
          divisionId: departments.divisionId,
          name: departments.name,
          sortOrder: departments.sortOrder,
        });
      return row!;
    }),
  );
  await auditOrganization(deps, context, 'department_created', department.departmentId, {
    divisionId: department.divisionId,
    to: department.name,
  });
  return department;
};
