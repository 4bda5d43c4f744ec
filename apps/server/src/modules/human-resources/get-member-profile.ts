import type { getMemberProfile } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { readProfile } from './profile-queries.ts';
import { opensProfile } from './profile-opening.ts';
import { recordAccess } from './record-access.ts';

/**
 * Another member's profile, holding only the parts and sections the caller may view
 * (docs/product/human-resources.md#profile); 403 when that is nothing at all. A section rule
 * alone (managers company-wide on "Certificates") opens the profile to that section.
 */
export const getMemberProfileHandler: OperationHandler<typeof getMemberProfile> = async ({
  params,
  context,
}) =>
  context.withTenant(async (tx) => {
    const access = await recordAccess(tx, context, params.companyMemberId);
    const profile = await readProfile(
      tx,
      context,
      params.companyMemberId,
      access,
      await companyToday(tx, context.companyId),
    );
    if (
      !opensProfile(
        access,
        profile.sections.map((section) => section.access),
      )
    ) {
      throw forbidden('You may not view this record.');
    }
    return profile;
  });
