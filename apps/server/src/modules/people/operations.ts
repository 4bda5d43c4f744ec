import { getCompanyPeople } from '@atrium/contract/people';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { getCompanyPeopleHandler } from './get-company-people.ts';

/** The company directory. */
export const peopleOperations = defineModuleOperations({
  [getCompanyPeople.operationId]: { operation: getCompanyPeople, handler: getCompanyPeopleHandler },
});
