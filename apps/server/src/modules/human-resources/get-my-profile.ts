import type { getMyProfile } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { readProfile } from './profile-queries.ts';
import { recordAccess } from './record-access.ts';

/** The caller's own profile, as the access rules let them see it (never special-category data). */
export const getMyProfileHandler: OperationHandler<typeof getMyProfile> = async ({ context }) =>
  context.withTenant(async (tx) => {
    const access = await recordAccess(tx, context, context.companyMemberId);
    const own = { ...access, specialCategory: 'none' as const };
    return readProfile(tx, context, context.companyMemberId, own, await companyToday(tx, context.companyId));
  });
