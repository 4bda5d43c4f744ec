// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/holiday-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const chooseOptionalHoliday: OperationAddress<typeof operations.chooseOptionalHoliday> = {
  operationId: 'publicHolidays_ChooseOptionalHoliday',
  method: 'PUT',
  path: '/api/PublicHolidays/:holidayId/choice',
  tag: 'PublicHolidays',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const createPublicHoliday: OperationAddress<typeof operations.createPublicHoliday> = {
  operationId: 'publicHolidays_CreatePublicHoliday',
  method: 'POST',
  path: '/api/PublicHolidays',
  tag: 'PublicHolidays',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const deletePublicHoliday: OperationAddress<typeof operations.deletePublicHoliday> = {
  operationId: 'publicHolidays_DeletePublicHoliday',
  method: 'DELETE',
  path: '/api/PublicHolidays/:holidayId',
  tag: 'PublicHolidays',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const generatePublicHolidays: OperationAddress<typeof operations.generatePublicHolidays> = {
  operationId: 'publicHolidays_GeneratePublicHolidays',
  method: 'POST',
  path: '/api/PublicHolidays/generate',
  tag: 'PublicHolidays',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const getPublicHolidays: OperationAddress<typeof operations.getPublicHolidays> = {
  operationId: 'publicHolidays_GetPublicHolidays',
  method: 'GET',
  path: '/api/PublicHolidays',
  tag: 'PublicHolidays',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const publishPublicHolidays: OperationAddress<typeof operations.publishPublicHolidays> = {
  operationId: 'publicHolidays_PublishPublicHolidays',
  method: 'POST',
  path: '/api/PublicHolidays/publish',
  tag: 'PublicHolidays',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const unchooseOptionalHoliday: OperationAddress<typeof operations.unchooseOptionalHoliday> = {
  operationId: 'publicHolidays_UnchooseOptionalHoliday',
  method: 'DELETE',
  path: '/api/PublicHolidays/:holidayId/choice',
  tag: 'PublicHolidays',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const updatePublicHoliday: OperationAddress<typeof operations.updatePublicHoliday> = {
  operationId: 'publicHolidays_UpdatePublicHoliday',
  method: 'PUT',
  path: '/api/PublicHolidays/:holidayId',
  tag: 'PublicHolidays',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
