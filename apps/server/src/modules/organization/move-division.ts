import type { moveDivision } from '@atrium/contract/organization';
import { auditOrganization } from './organization-audit.ts';
import { findDivision, lockDivisionOrder, writeOrder } from './organization-queries.ts';
import { reorder } from './reorder.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

export const moveDivisionHandler: OperationHandler<typeof moveDivision> = async ({
  params,
  body,
  context,
  deps,
}) => {
  const { division, from, to } = await context.withTenant(async (tx) => {
    const order = await lockDivisionOrder(tx, context.companyId);
    const found = await findDivision(tx, context.companyId, params.divisionId);
    const ids = order.map((row) => row.id);
    const ordered = reorder(ids, found.divisionId, body.index);
    await writeOrder(tx, 'division', ordered, order);
    const position = ordered.indexOf(found.divisionId);
    return {
      division: { ...found, sortOrder: position },
      from: ids.indexOf(found.divisionId),
      to: position,
    };
  });
  if (from !== to) {
    await auditOrganization(deps, context, 'division_moved', division.divisionId, { from, to });
  }
  return division;
};
