import { and, count, eq } from 'drizzle-orm';
import type { deleteDivision } from '@atrium/contract/organization';
import { departments, divisions } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { auditOrganization } from './organization-audit.ts';
import { findDivision } from './organization-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

export const deleteDivisionHandler: OperationHandler<typeof deleteDivision> = async ({
  params,
  context,
  deps,
}) => {
  const division = await context.withTenant(async (tx) => {
    const found = await findDivision(tx, context.companyId, params.divisionId);
    const [inside] = await tx
      .select({ departments: count() })
      .from(departments)
      .where(and(eq(departments.companyId, context.companyId), eq(departments.divisionId, found.divisionId)));
    if ((inside?.departments ?? 0) > 0) {
      throw conflict(
        `The division still has ${inside!.departments} department(s); move or delete them first.`,
        [{ path: 'params.divisionId', message: 'the division is not empty' }],
      );
    }
    // Its manager roles end with it (department_roles cascades).
    await tx.delete(divisions).where(eq(divisions.id, found.divisionId));
    return found;
  });
  await auditOrganization(deps, context, 'division_deleted', division.divisionId, {
    from: division.name,
  });
  return null;
};
