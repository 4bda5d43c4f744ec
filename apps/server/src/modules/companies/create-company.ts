import { DEFAULT_TIME_ZONE, localDate } from '@atrium/contract/dates';
import { randomUUID } from 'node:crypto';
import { ALL_MODULES } from '@atrium/contract/access';
import type { createCompany } from '@atrium/contract/companies';
import { companies, companyMembers, companyModules } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { checkCompanyCreationQuota } from '../../platform/quotas/quotas.ts';
import { seedAbsenceDefaults } from '../absence/absence-defaults.ts';

/**
 * The new company's id is chosen here so that the whole creation runs in that company's own
 * tenant transaction: RLS checks every insert, and company, modules and the OWNER membership are
 * written together or not at all, with the absence defaults (leave types, work schedule).
 */
export const createCompanyHandler: OperationHandler<typeof createCompany> = async ({
  body,
  context,
  deps,
}) => {
  const { database } = deps;
  const companyId = randomUUID();
  const timeZone = body.timeZone ?? DEFAULT_TIME_ZONE;
  const companyMemberId = await database.withTenant({ companyId, userId: context.userId }, async (tx) => {
    await checkCompanyCreationQuota(tx, context.userId);
    await tx.insert(companies).values({ id: companyId, name: body.name, timeZone });
    await tx.insert(companyModules).values(ALL_MODULES.map((module) => ({ companyId, module })));
    await seedAbsenceDefaults(tx, companyId, localDate(new Date(), timeZone));
    const [member] = await tx
      .insert(companyMembers)
      .values({ companyId, userId: context.userId, role: 'OWNER' })
      .returning({ id: companyMembers.id });
    return member!.id;
  });
  await deps.audit.record(context, {
    companyId: companyId,
    action: 'company.created',
    target: companyId,
    details: { companyMemberId },
  });
  return { companyId, name: body.name, modules: [...ALL_MODULES], timeZone };
};
