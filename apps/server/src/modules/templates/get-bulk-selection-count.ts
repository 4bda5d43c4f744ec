import {
  BULK_GENERATION_MAX_ITEMS,
  type BulkSelectionQuery,
  type getBulkSelectionCount,
} from '@atrium/contract/templates';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { countGroup, type GroupSelection } from './bulk-selection.ts';
import { assertKindModule } from './template-access.ts';

/** The choice a count query describes. */
function selectionOf(query: BulkSelectionQuery): GroupSelection {
  const { kind, id, ...filter } = query;
  if (kind === 'department' || kind === 'division') return { kind, id: id! };
  if (kind === 'filter') return { kind, ...filter };
  return { kind };
}

/** How many people a choice covers among those the caller may see, and how many one run makes. */
export const getBulkSelectionCountHandler: OperationHandler<typeof getBulkSelectionCount> = async ({
  query,
  context,
}) => {
  assertKindModule(context, 'member');
  const { people } = await context.withTenant((tx) =>
    countGroup(tx, context, selectionOf(query), { selection: 'query', id: 'query.id' }),
  );
  return { people, limit: BULK_GENERATION_MAX_ITEMS };
};
