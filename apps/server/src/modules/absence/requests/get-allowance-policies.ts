import { asc, eq } from 'drizzle-orm';
import type { getAllowancePolicies } from '@atrium/contract/absence';
import { allowancePolicies } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { policyColumns } from './allowances.ts';

/** Every member reads the company's allowance policies (their balances come from them). */
export const getAllowancePoliciesHandler: OperationHandler<typeof getAllowancePolicies> = ({ context }) =>
  context.withTenant((tx) =>
    tx
      .select(policyColumns)
      .from(allowancePolicies)
      .where(eq(allowancePolicies.companyId, context.companyId))
      .orderBy(asc(allowancePolicies.effectiveFrom), asc(allowancePolicies.createdAt)),
  );
