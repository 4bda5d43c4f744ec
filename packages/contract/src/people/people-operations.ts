import { defineOperation } from '../operations/define-operation.ts';
import { peoplePageSchema, peopleQuerySchema } from './people-schemas.ts';

export const getCompanyPeople = defineOperation({
  operationId: 'people_GetCompanyPeople',
  method: 'GET',
  path: '/api/People',
  summary: 'The company directory: active members, sorted by name, paged, searchable',
  description:
    'search matches the start of the full name, given or family name, e-mail or position (any case); ' +
    'departmentId filters to one department, or "unplaced" to people in none.',
  tag: 'People',
  request: { query: peopleQuerySchema },
  response: { schema: peoplePageSchema },
  access: { kind: 'member' },
});
