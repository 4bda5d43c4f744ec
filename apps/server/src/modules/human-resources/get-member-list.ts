import type { getMemberList } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { countMembers, selectMembers } from './member-list-query.ts';
import { memberVisibility } from './profile-opening.ts';

/** One page of the HR member list and the number of members the filters match. */
export const getMemberListHandler: OperationHandler<typeof getMemberList> = async ({ query, context }) => {
  const { pageSize, cursor, ...filters } = query;
  return context.withTenant(async (tx) => {
    const today = await companyToday(tx, context.companyId);
    const visible = await memberVisibility(tx, context);
    const page = await selectMembers(tx, context, filters, {
      today,
      visible,
      limit: pageSize,
      cursor,
      countAll: Boolean(filters.search),
    });
    // A search counted its matches in the page's statement; a first page that is not full tells
    // the total without counting.
    const total =
      page.total ??
      (!cursor && page.nextCursor === null
        ? page.items.length
        : await countMembers(tx, context, filters, today, visible));
    return { items: page.items, total, nextCursor: page.nextCursor };
  });
};
