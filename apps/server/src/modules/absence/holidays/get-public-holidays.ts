import { isAdmin } from '@atrium/contract/access';
import type { getPublicHolidays } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { listHolidays } from './holiday-queries.ts';

/** The company's public holidays of a year; drafts only for an admin. */
export const getPublicHolidaysHandler: OperationHandler<typeof getPublicHolidays> = async ({
  context,
  query,
}) => context.withTenant((tx) => listHolidays(tx, context, { ...query, withDrafts: isAdmin(context.roles) }));
