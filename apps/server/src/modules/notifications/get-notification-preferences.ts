import type { getNotificationPreferences } from '@atrium/contract/notifications';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readPreferences } from './notification-preferences.ts';

/** The person's preferences grid in the current company: own choices, defaults and mandatory locks. */
export const getNotificationPreferencesHandler: OperationHandler<typeof getNotificationPreferences> = ({
  context,
}) => context.withTenant((tx) => readPreferences(tx, context.userId, context.companyId));
