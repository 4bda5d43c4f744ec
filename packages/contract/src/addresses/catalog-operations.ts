// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../time-tracking/catalog-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createActionType: OperationAddress<typeof operations.createActionType> = {
  operationId: 'actionTypes_CreateActionType',
  method: 'POST',
  path: '/api/ActionTypes',
  tag: 'ActionTypes',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TIME_TRACKING'] },
};
export const createClient: OperationAddress<typeof operations.createClient> = {
  operationId: 'clients_CreateClient',
  method: 'POST',
  path: '/api/Clients',
  tag: 'Clients',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TIME_TRACKING'] },
};
export const createProject: OperationAddress<typeof operations.createProject> = {
  operationId: 'projects_CreateProject',
  method: 'POST',
  path: '/api/Projects',
  tag: 'Projects',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TIME_TRACKING'] },
};
export const deleteActionType: OperationAddress<typeof operations.deleteActionType> = {
  operationId: 'actionTypes_DeleteActionType',
  method: 'DELETE',
  path: '/api/ActionTypes/:actionTypeId',
  tag: 'ActionTypes',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TIME_TRACKING'] },
};
export const deleteClient: OperationAddress<typeof operations.deleteClient> = {
  operationId: 'clients_DeleteClient',
  method: 'DELETE',
  path: '/api/Clients/:clientId',
  tag: 'Clients',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TIME_TRACKING'] },
};
export const deleteProject: OperationAddress<typeof operations.deleteProject> = {
  operationId: 'projects_DeleteProject',
  method: 'DELETE',
  path: '/api/Projects/:projectId',
  tag: 'Projects',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TIME_TRACKING'] },
};
export const getActionTypes: OperationAddress<typeof operations.getActionTypes> = {
  operationId: 'actionTypes_GetActionTypes',
  method: 'GET',
  path: '/api/ActionTypes',
  tag: 'ActionTypes',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getClientById: OperationAddress<typeof operations.getClientById> = {
  operationId: 'clients_GetClientById',
  method: 'GET',
  path: '/api/Clients/:clientId',
  tag: 'Clients',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getClients: OperationAddress<typeof operations.getClients> = {
  operationId: 'clients_GetClients',
  method: 'GET',
  path: '/api/Clients',
  tag: 'Clients',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getProjectById: OperationAddress<typeof operations.getProjectById> = {
  operationId: 'projects_GetProjectById',
  method: 'GET',
  path: '/api/Projects/:projectId',
  tag: 'Projects',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getProjects: OperationAddress<typeof operations.getProjects> = {
  operationId: 'projects_GetProjects',
  method: 'GET',
  path: '/api/Projects',
  tag: 'Projects',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const updateActionType: OperationAddress<typeof operations.updateActionType> = {
  operationId: 'actionTypes_UpdateActionType',
  method: 'PUT',
  path: '/api/ActionTypes/:actionTypeId',
  tag: 'ActionTypes',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TIME_TRACKING'] },
};
export const updateClient: OperationAddress<typeof operations.updateClient> = {
  operationId: 'clients_UpdateClient',
  method: 'PUT',
  path: '/api/Clients/:clientId',
  tag: 'Clients',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TIME_TRACKING'] },
};
export const updateProject: OperationAddress<typeof operations.updateProject> = {
  operationId: 'projects_UpdateProject',
  method: 'PUT',
  path: '/api/Projects/:projectId',
  tag: 'Projects',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['TIME_TRACKING'] },
};
