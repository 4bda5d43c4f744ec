import { getCompanyProfile, updateCompanyProfile } from '@atrium/contract/company-profile';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { getCompanyProfileHandler } from './get-company-profile.ts';
import { updateCompanyProfileHandler } from './update-company-profile.ts';

/** The about page of the current company. */
export const companyProfileOperations = defineModuleOperations({
  [getCompanyProfile.operationId]: { operation: getCompanyProfile, handler: getCompanyProfileHandler },
  [updateCompanyProfile.operationId]: {
    operation: updateCompanyProfile,
    handler: updateCompanyProfileHandler,
  },
});
