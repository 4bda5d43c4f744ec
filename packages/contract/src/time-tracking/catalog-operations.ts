import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  actionTypeBodySchema,
  actionTypeIdParamsSchema,
  actionTypeSchema,
  catalogListQuerySchema,
  clientBodySchema,
  clientIdParamsSchema,
  clientSchema,
  projectBodySchema,
  projectIdParamsSchema,
  projectSchema,
  projectsQuerySchema,
} from './catalog-schemas.ts';

const read = { kind: 'member', modules: [Modules.TIME_TRACKING] } as const;
const manage = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.TIME_TRACKING] } as const;
const deleteNote =
  'Refused with 409 when time is recorded against it (archive it instead: the 409 message says so).';

export const getClients = defineOperation({
  operationId: 'clients_GetClients',
  method: 'GET',
  path: '/api/Clients',
  summary: 'Clients by name; active only unless ADMIN/OWNER ask includeArchived=true',
  tag: 'Clients',
  request: { query: catalogListQuerySchema },
  response: { schema: z.array(clientSchema) },
  access: read,
});

export const getClientById = defineOperation({
  operationId: 'clients_GetClientById',
  method: 'GET',
  path: '/api/Clients/:clientId',
  summary: 'One client (archived ones only for ADMIN/OWNER)',
  tag: 'Clients',
  request: { params: clientIdParamsSchema },
  response: { schema: clientSchema },
  access: read,
});

export const createClient = defineOperation({
  operationId: 'clients_CreateClient',
  method: 'POST',
  path: '/api/Clients',
  summary: 'Add a client (409 naming `body.name` when the name is taken)',
  tag: 'Clients',
  request: { body: clientBodySchema },
  response: { status: 201, schema: clientSchema },
  access: manage,
});

export const updateClient = defineOperation({
  operationId: 'clients_UpdateClient',
  method: 'PUT',
  path: '/api/Clients/:clientId',
  summary: 'Rename, describe, archive or restore a client',
  tag: 'Clients',
  request: { params: clientIdParamsSchema, body: clientBodySchema },
  response: { schema: clientSchema },
  access: manage,
});

export const deleteClient = defineOperation({
  operationId: 'clients_DeleteClient',
  method: 'DELETE',
  path: '/api/Clients/:clientId',
  summary: 'Delete a client and its projects',
  description: deleteNote,
  tag: 'Clients',
  request: { params: clientIdParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: manage,
});

export const getProjects = defineOperation({
  operationId: 'projects_GetProjects',
  method: 'GET',
  path: '/api/Projects',
  summary: 'Projects by client and name; active only unless ADMIN/OWNER ask includeArchived=true',
  tag: 'Projects',
  request: { query: projectsQuerySchema },
  response: { schema: z.array(projectSchema) },
  access: read,
});

export const getProjectById = defineOperation({
  operationId: 'projects_GetProjectById',
  method: 'GET',
  path: '/api/Projects/:projectId',
  summary: 'One project (archived ones only for ADMIN/OWNER)',
  tag: 'Projects',
  request: { params: projectIdParamsSchema },
  response: { schema: projectSchema },
  access: read,
});

export const createProject = defineOperation({
  operationId: 'projects_CreateProject',
  method: 'POST',
  path: '/api/Projects',
  summary: 'Add a project to a client (409 naming `body.name` when the client has that name)',
  tag: 'Projects',
  request: { body: projectBodySchema },
  response: { status: 201, schema: projectSchema },
  access: manage,
});

export const updateProject = defineOperation({
  operationId: 'projects_UpdateProject',
  method: 'PUT',
  path: '/api/Projects/:projectId',
  summary: 'Change, move, archive or restore a project',
  tag: 'Projects',
  request: { params: projectIdParamsSchema, body: projectBodySchema },
  response: { schema: projectSchema },
  access: manage,
});

export const deleteProject = defineOperation({
  operationId: 'projects_DeleteProject',
  method: 'DELETE',
  path: '/api/Projects/:projectId',
  summary: 'Delete a project',
  description: deleteNote,
  tag: 'Projects',
  request: { params: projectIdParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: manage,
});

export const getActionTypes = defineOperation({
  operationId: 'actionTypes_GetActionTypes',
  method: 'GET',
  path: '/api/ActionTypes',
  summary: "The company's action types by name; active only unless ADMIN/OWNER ask includeArchived=true",
  tag: 'ActionTypes',
  request: { query: catalogListQuerySchema },
  response: { schema: z.array(actionTypeSchema) },
  access: read,
});

export const createActionType = defineOperation({
  operationId: 'actionTypes_CreateActionType',
  method: 'POST',
  path: '/api/ActionTypes',
  summary: 'Add an action type (409 naming `body.name` when taken)',
  tag: 'ActionTypes',
  request: { body: actionTypeBodySchema },
  response: { status: 201, schema: actionTypeSchema },
  access: manage,
});

export const updateActionType = defineOperation({
  operationId: 'actionTypes_UpdateActionType',
  method: 'PUT',
  path: '/api/ActionTypes/:actionTypeId',
  summary: 'Rename, archive or restore an action type',
  tag: 'ActionTypes',
  request: { params: actionTypeIdParamsSchema, body: actionTypeBodySchema },
  response: { schema: actionTypeSchema },
  access: manage,
});

export const deleteActionType = defineOperation({
  operationId: 'actionTypes_DeleteActionType',
  method: 'DELETE',
  path: '/api/ActionTypes/:actionTypeId',
  summary: 'Delete an action type',
  description: deleteNote,
  tag: 'ActionTypes',
  request: { params: actionTypeIdParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: manage,
});
