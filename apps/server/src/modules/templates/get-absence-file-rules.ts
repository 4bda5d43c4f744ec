import { asc, eq } from 'drizzle-orm';
import type { getAbsenceFileRules } from '@atrium/contract/member-documents';
import { absenceFileRules } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { toRule } from './absence-file-rules.ts';

/** The company's absence file generation rules, oldest first. */
export const getAbsenceFileRulesHandler: OperationHandler<typeof getAbsenceFileRules> = ({ context }) =>
  context.withTenant(async (tx) =>
    (
      await tx
        .select()
        .from(absenceFileRules)
        .where(eq(absenceFileRules.companyId, context.companyId))
        .orderBy(asc(absenceFileRules.createdAt), asc(absenceFileRules.id))
    ).map(toRule),
  );
