import {
  assignDepartmentManager,
  assignDivisionManager,
  createDepartment,
  createDivision,
  deleteDepartment,
  deleteDivision,
  getOrganization,
  moveDepartment,
  moveDivision,
  placeMember,
  renameDepartment,
  renameDivision,
  unassignDepartmentManager,
  unassignDivisionManager,
} from '@atrium/contract/organization';
import { getCompanyPeople } from '@atrium/contract/people';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';

export function useOrganization() {
  return useOperationQuery(getOrganization);
}

/** Every change of the organisation refreshes it, and the directory (departments, managers). */
const invalidates = [getOrganization, getCompanyPeople];

export function useOrganizationActions() {
  return {
    createDivision: useOperationMutation(createDivision, { invalidates }),
    renameDivision: useOperationMutation(renameDivision, { invalidates }),
    moveDivision: useOperationMutation(moveDivision, { invalidates }),
    deleteDivision: useOperationMutation(deleteDivision, { invalidates }),
    createDepartment: useOperationMutation(createDepartment, { invalidates }),
    renameDepartment: useOperationMutation(renameDepartment, { invalidates }),
    moveDepartment: useOperationMutation(moveDepartment, { invalidates }),
    deleteDepartment: useOperationMutation(deleteDepartment, { invalidates }),
    assignDivisionManager: useOperationMutation(assignDivisionManager, { invalidates }),
    unassignDivisionManager: useOperationMutation(unassignDivisionManager, { invalidates }),
    assignDepartmentManager: useOperationMutation(assignDepartmentManager, { invalidates }),
    unassignDepartmentManager: useOperationMutation(unassignDepartmentManager, { invalidates }),
    placeMember: useOperationMutation(placeMember, { invalidates }),
  };
}

export type OrganizationActions = ReturnType<typeof useOrganizationActions>;
