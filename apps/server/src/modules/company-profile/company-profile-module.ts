import type { FastifyInstance } from 'fastify';
import { getCompanyProfile, updateCompanyProfile } from '@atrium/contract/company-profile';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { handleGetCompanyProfile } from './get-company-profile.ts';
import { handleUpdateCompanyProfile } from './update-company-profile.ts';

/** The about page of the current company (issue 4, item 4). */
export async function registerCompanyProfileModule(app: FastifyInstance, platform: Platform): Promise<void> {
  registerOperation(app, getCompanyProfile, handleGetCompanyProfile);
  registerOperation(app, updateCompanyProfile, handleUpdateCompanyProfile(platform));
}
