import type { getUnreadCount, UnreadCount } from '@atrium/contract/notifications';
import type { TenantContext, Transaction } from '../../db/database.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { unreadInOtherCompanies, unreadInScope } from './notification-queries.ts';

export async function unreadCounts(
  withTenant: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
  who: TenantContext & { userId: string },
): Promise<UnreadCount> {
  return withTenant(async (tx) => {
    const [unreadCount, others] = await Promise.all([
      unreadInScope(tx, who.userId, who.companyId),
      unreadInOtherCompanies(tx, who.userId, who.companyId),
    ]);
    return {
      unreadCount,
      otherCompaniesUnread: others.reduce((sum, company) => sum + company.unreadCount, 0),
    };
  });
}

export const getUnreadCountHandler: OperationHandler<typeof getUnreadCount> = ({ context }) =>
  unreadCounts(context.withTenant, { userId: context.userId, companyId: context.companyId });
