import { eq } from 'drizzle-orm';
import type { getCurrentCompany } from '@atrium/contract/companies';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

export const getCurrentCompanyHandler: OperationHandler<typeof getCurrentCompany> = async ({ context }) => {
  const [company] = await context.withTenant((tx) =>
    tx
      .select({ name: companies.name, timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, context.companyId)),
  );
  if (!company) throw notFound('The company');
  // The gate read the modules in this request already.
  return {
    companyId: context.companyId,
    name: company.name,
    modules: [...context.modules],
    timeZone: company.timeZone,
  };
};
