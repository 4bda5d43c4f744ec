import type { getCompanyProfile } from '@atrium/contract/company-profile';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { companyImageUrls } from './company-image-urls.ts';
import { readCompanyProfile } from './profile-queries.ts';

/** Any member reads the about page of the company they act in. */
export const getCompanyProfileHandler: OperationHandler<typeof getCompanyProfile> = async ({ context }) => {
  const found = await context.withTenant(async (tx) => {
    const profile = await readCompanyProfile(tx, context.companyId);
    return profile ? { ...profile, ...(await companyImageUrls(tx, context.companyId)) } : null;
  });
  if (!found) throw notFound('The company');
  return found;
};
