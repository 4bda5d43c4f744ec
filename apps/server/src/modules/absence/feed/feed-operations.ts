import { createAbsenceFeed, getAbsenceFeed, revokeAbsenceFeed } from '@atrium/contract/absence';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { createAbsenceFeedHandler } from './create-absence-feed.ts';
import { getAbsenceFeedHandler } from './get-absence-feed.ts';
import { revokeAbsenceFeedHandler } from './revoke-absence-feed.ts';

/** The member's calendar feed (docs/product/absence.md#calendar-feed); the feed itself is feed-route.ts. */
export const feedOperations = defineModuleOperations({
  [getAbsenceFeed.operationId]: { operation: getAbsenceFeed, handler: getAbsenceFeedHandler },
  [createAbsenceFeed.operationId]: { operation: createAbsenceFeed, handler: createAbsenceFeedHandler },
  [revokeAbsenceFeed.operationId]: { operation: revokeAbsenceFeed, handler: revokeAbsenceFeedHandler },
});
