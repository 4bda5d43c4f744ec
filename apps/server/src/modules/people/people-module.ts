import type { FastifyInstance } from 'fastify';
import { getCompanyPeople } from '@atrium/contract/people';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { handleGetCompanyPeople } from './get-company-people.ts';

/** The company directory (issue 4, item 5). */
export async function registerPeopleModule(app: FastifyInstance, _platform: Platform): Promise<void> {
  registerOperation(app, getCompanyPeople, handleGetCompanyPeople);
}
