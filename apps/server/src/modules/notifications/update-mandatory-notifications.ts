import { and, eq, notInArray } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, type updateMandatoryNotifications } from '@atrium/contract/notifications';
import { companyMandatoryNotifications } from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { MAY_BE_MANDATORY } from './get-mandatory-notifications.ts';
import { mandatoryKinds } from './notification-preferences.ts';

/** Replaces the company's mandatory kinds; a kind the catalogue keeps optional answers 400. */
export const updateMandatoryNotificationsHandler: OperationHandler<
  typeof updateMandatoryNotifications
> = async ({ body, context, deps }) => {
  const wrong = body.mandatory
    .map((kind, index) => ({ kind, index }))
    .filter(({ kind }) => !NOTIFICATION_EVENTS[kind].mayBeMandatory);
  if (wrong.length > 0) {
    throw validationFailed(
      'Some of these notifications cannot be made mandatory.',
      wrong.map(({ index }) => ({ path: `body.mandatory.${index}`, message: 'cannot be made mandatory' })),
    );
  }
  const kinds = [...new Set(body.mandatory)];
  const result = await context.withTenant(async (tx) => {
    const keep = eq(companyMandatoryNotifications.companyId, context.companyId);
    await tx
      .delete(companyMandatoryNotifications)
      .where(kinds.length > 0 ? and(keep, notInArray(companyMandatoryNotifications.kind, kinds)) : keep);
    if (kinds.length > 0) {
      await tx
        .insert(companyMandatoryNotifications)
        .values(kinds.map((kind) => ({ companyId: context.companyId, kind })))
        .onConflictDoNothing();
    }
    return { available: MAY_BE_MANDATORY, mandatory: [...(await mandatoryKinds(tx, context.companyId))] };
  });
  await deps.audit.record(context, {
    action: 'notifications.mandatory_changed',
    details: { mandatory: kinds },
  });
  return result;
};
