import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  createPublicHolidayBodySchema,
  generatedHolidaysSchema,
  holidayYearBodySchema,
  publicHolidayChangesSchema,
  publicHolidayIdParamsSchema,
  publicHolidaySchema,
  publicHolidaysQuerySchema,
} from './holiday-schemas.ts';

const read = { kind: 'member', modules: [Modules.ABSENCE] } as const;
const manage = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.ABSENCE] } as const;
const noCountry =
  "Without `country` the company profile's country is used; 400 naming the field when the profile has none.";

export const getPublicHolidays = defineOperation({
  operationId: 'publicHolidays_GetPublicHolidays',
  method: 'GET',
  path: '/api/PublicHolidays',
  summary: "A year of the company's holidays by date; drafts only for ADMIN/OWNER",
  description: 'Without `country`, every country the company keeps a calendar for.',
  tag: 'PublicHolidays',
  request: { query: publicHolidaysQuerySchema },
  response: { schema: z.array(publicHolidaySchema) },
  access: read,
});

export const generatePublicHolidays = defineOperation({
  operationId: 'publicHolidays_GeneratePublicHolidays',
  method: 'POST',
  path: '/api/PublicHolidays/generate',
  summary:
    "Fill a year's draft from the holiday library; again: refresh it, keeping the days changed by hand",
  description: noCountry,
  tag: 'PublicHolidays',
  request: { body: holidayYearBodySchema },
  response: { schema: generatedHolidaysSchema },
  access: manage,
});

export const publishPublicHolidays = defineOperation({
  operationId: 'publicHolidays_PublishPublicHolidays',
  method: 'POST',
  path: '/api/PublicHolidays/publish',
  summary: "Show a year's drafts to every member",
  description: noCountry,
  tag: 'PublicHolidays',
  request: { body: holidayYearBodySchema },
  response: { schema: z.array(publicHolidaySchema) },
  access: manage,
});

export const createPublicHoliday = defineOperation({
  operationId: 'publicHolidays_CreatePublicHoliday',
  method: 'POST',
  path: '/api/PublicHolidays',
  summary: 'Add a day by hand, as a draft (409 naming `body.date` when the day already has one of its kind)',
  description: noCountry,
  tag: 'PublicHolidays',
  request: { body: createPublicHolidayBodySchema },
  response: { status: 201, schema: publicHolidaySchema },
  access: manage,
});

export const updatePublicHoliday = defineOperation({
  operationId: 'publicHolidays_UpdatePublicHoliday',
  method: 'PUT',
  path: '/api/PublicHolidays/:holidayId',
  summary: 'Change a day (confirm a Bayram, rename, move); generating the year again keeps the change',
  tag: 'PublicHolidays',
  request: { params: publicHolidayIdParamsSchema, body: publicHolidayChangesSchema },
  response: { schema: publicHolidaySchema },
  access: manage,
});

export const deletePublicHoliday = defineOperation({
  operationId: 'publicHolidays_DeletePublicHoliday',
  method: 'DELETE',
  path: '/api/PublicHolidays/:holidayId',
  summary: 'Remove a day; the members who chose it lose the choice',
  tag: 'PublicHolidays',
  request: { params: publicHolidayIdParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access: manage,
});

export const chooseOptionalHoliday = defineOperation({
  operationId: 'publicHolidays_ChooseOptionalHoliday',
  method: 'PUT',
  path: '/api/PublicHolidays/:holidayId/choice',
  summary: 'Take a published optional holiday off (409 for a public one: everyone has it)',
  tag: 'PublicHolidays',
  request: { params: publicHolidayIdParamsSchema },
  response: { schema: publicHolidaySchema },
  access: read,
});

export const unchooseOptionalHoliday = defineOperation({
  operationId: 'publicHolidays_UnchooseOptionalHoliday',
  method: 'DELETE',
  path: '/api/PublicHolidays/:holidayId/choice',
  summary: 'Work on an optional holiday after all',
  tag: 'PublicHolidays',
  request: { params: publicHolidayIdParamsSchema },
  response: { schema: publicHolidaySchema },
  access: read,
});
