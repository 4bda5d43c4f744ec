import { eq } from 'drizzle-orm';
import type { renameDivision } from '@atrium/contract/organization';
import { divisions } from '../../db/schema/index.ts';
import { auditOrganization } from './organization-audit.ts';
import { assertNameFree, findDivision } from './organization-queries.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { uniqueName } from './organization-queries.ts';

export const renameDivisionHandler: OperationHandler<typeof renameDivision> = async ({
  params,
  body,
  context,
  deps,
}) => {
  const { before, after } = await uniqueName(
    'division',
    context.withTenant(async (tx) => {
      const found = await findDivision(tx, context.companyId, params.divisionId);
      await assertNameFree(tx, 'division', context.companyId, body.name, found.divisionId);
      await tx.update(divisions).set({ name: body.name }).where(eq(divisions.id, found.divisionId));
      return { before: found, after: { ...found, name: body.name } };
    }),
  );
  if (before.name !== after.name) {
    await auditOrganization(deps, context, 'division_renamed', after.divisionId, {
      from: before.name,
      to: after.name,
    });
  }
  return after;
};
