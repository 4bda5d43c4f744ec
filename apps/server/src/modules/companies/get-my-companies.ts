import { and, asc, eq } from 'drizzle-orm';
import type { getMyCompanies } from '@atrium/contract/companies';
import { companies, companyMembers } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Runs with the person's own RLS read access to their memberships and those companies. */
export const getMyCompaniesHandler: OperationHandler<typeof getMyCompanies> = async ({ context }) =>
  context.withTenant((tx) =>
    tx
      .select({
        companyId: companies.id,
        name: companies.name,
        companyMemberId: companyMembers.id,
        role: companyMembers.role,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.userId, context.userId), eq(companyMembers.status, 'ACTIVE')))
      .orderBy(asc(companies.name), asc(companies.id)),
  );
