import type { getMemberProfile, getMyProfile } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { companyToday } from './company-today.ts';
import { readProfile } from './profile-queries.ts';
import { canView, recordAccess } from './record-access.ts';

/** Another member's profile; 403 when the caller may view none of it. */
export const getMemberProfileHandler: OperationHandler<typeof getMemberProfile> = async ({
  params,
  context,
}) =>
  context.withTenant(async (tx) => {
    const access = await recordAccess(tx, context, params.companyMemberId);
    if (!Object.values(access).some(canView)) throw forbidden('You may not view this record.');
    return readProfile(
      tx,
      context,
      params.companyMemberId,
      access,
      await companyToday(tx, context.companyId),
    );
  });

/** The caller's own profile, as the access rules let them see it (never special-category data). */
export const getMyProfileHandler: OperationHandler<typeof getMyProfile> = async ({ context }) =>
  context.withTenant(async (tx) => {
    const access = await recordAccess(tx, context, context.companyMemberId);
    const own = { ...access, specialCategory: 'none' as const };
    return readProfile(tx, context, context.companyMemberId, own, await companyToday(tx, context.companyId));
  });
