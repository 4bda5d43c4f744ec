import { eq } from 'drizzle-orm';
import type { updateCompanyTimeZone } from '@atrium/contract/companies';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/**
 * Sets the company's zone (ADMIN/OWNER; the contract has checked the IANA name). Only the
 * caller's company row is written: row-level security and the where say the same.
 */
export const updateCompanyTimeZoneHandler: OperationHandler<typeof updateCompanyTimeZone> = async ({
  body,
  context,
  deps,
}) => {
  const [company] = await context.withTenant((tx) =>
    tx
      .update(companies)
      .set({ timeZone: body.timeZone })
      .where(eq(companies.id, context.companyId))
      .returning({ name: companies.name, timeZone: companies.timeZone }),
  );
  if (!company) throw notFound('The company');
  await deps.audit.record(context, {
    action: 'company.time_zone_changed',
    target: context.companyId,
    details: { timeZone: company.timeZone },
  });
  return {
    companyId: context.companyId,
    name: company.name,
    modules: [...context.modules],
    timeZone: company.timeZone,
  };
};
