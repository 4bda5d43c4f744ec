import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_KINDS,
  type getMandatoryNotifications,
} from '@atrium/contract/notifications';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { mandatoryKinds } from './notification-preferences.ts';

/** Kinds the catalogue allows a company to make mandatory (also what the update answers). */
export const MAY_BE_MANDATORY = NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_EVENTS[kind].mayBeMandatory);

/** The kinds the company may make mandatory, and those it did. */
export const getMandatoryNotificationsHandler: OperationHandler<typeof getMandatoryNotifications> = ({
  context,
}) =>
  context.withTenant(async (tx) => ({
    available: MAY_BE_MANDATORY,
    mandatory: [...(await mandatoryKinds(tx, context.companyId))],
  }));
