import { asc, eq } from 'drizzle-orm';
import type { getCoverageRules } from '@atrium/contract/absence';
import { absenceCoverageRules } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { ruleColumns } from './coverage-queries.ts';

/** The company's coverage rules, oldest first. */
export const getCoverageRulesHandler: OperationHandler<typeof getCoverageRules> = async ({ context }) =>
  context.withTenant((tx) =>
    tx
      .select(ruleColumns)
      .from(absenceCoverageRules)
      .where(eq(absenceCoverageRules.companyId, context.companyId))
      .orderBy(asc(absenceCoverageRules.createdAt)),
  );
