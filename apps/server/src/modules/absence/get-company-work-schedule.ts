import { eq } from 'drizzle-orm';
import type { getCompanyWorkSchedule } from '@atrium/contract/absence';
import { DEFAULT_TIME_ZONE } from '@atrium/contract/dates';
import { companies } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { overviewOf, schedulesOf } from './work-schedule-queries.ts';

/** "Today" is the company's local day: the default schedule is the company's, not one person's. */
export const getCompanyWorkScheduleHandler: OperationHandler<typeof getCompanyWorkSchedule> = ({ context }) =>
  context.withTenant(async (tx) => {
    const [company] = await tx
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, context.companyId));
    const schedules = await schedulesOf(tx, context.companyId, null);
    return overviewOf(schedules, company?.timeZone ?? DEFAULT_TIME_ZONE);
  });
