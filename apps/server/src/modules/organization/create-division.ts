import { eq, max } from 'drizzle-orm';
import type { createDivision } from '@atrium/contract/organization';
import { divisions } from '../../db/schema/index.ts';
import { auditOrganization } from './organization-audit.ts';
import { assertNameFree } from './organization-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { uniqueName } from './organization-queries.ts';

export const createDivisionHandler: OperationHandler<typeof createDivision> = async ({
  body,
  context,
  deps,
}) => {
  const division = await uniqueName(
    'division',
    context.withTenant(async (tx) => {
      await assertNameFree(tx, 'division', context.companyId, body.name);
      const [last] = await tx
        .select({ sortOrder: max(divisions.sortOrder) })
        .from(divisions)
        .where(eq(divisions.companyId, context.companyId));
      const [row] = await tx
        .insert(divisions)
        .values({
          companyId: context.companyId,
          name: body.name,
          sortOrder: last?.sortOrder === null || last?.sortOrder === undefined ? 0 : last.sortOrder + 1,
        })
        .returning({ divisionId: divisions.id, name: divisions.name, sortOrder: divisions.sortOrder });
      return row!;
    }),
  );
  await auditOrganization(deps, context, 'division_created', division.divisionId, {
    to: division.name,
  });
  return division;
};
