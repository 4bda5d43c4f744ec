import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, type OperationDefinition } from './define-operation.ts';

const valid = {
  operationId: 'timelines_GetTimelineById',
  method: 'GET',
  path: '/api/Timelines/:timelineId',
  summary: 'One timeline',
  tag: 'Timelines',
  request: { params: z.object({ timelineId: z.coerce.number().int() }) },
  response: { schema: z.object({ timelineId: z.number() }) },
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
} as const satisfies OperationDefinition;

describe('defineOperation', () => {
  it('returns a valid definition unchanged', () => {
    expect(defineOperation(valid)).toBe(valid);
  });

  it.each([
    ['GetTimelineById', 'operationId must look like'],
    ['timelines_getTimelineById', 'operationId must look like'],
    ['timelines-GetTimelineById', 'operationId must look like'],
  ])('rejects operationId %s', (operationId, message) => {
    expect(() => defineOperation({ ...valid, operationId })).toThrow(message);
  });

  it('rejects a path outside /api/', () => {
    expect(() => defineOperation({ ...valid, path: '/Timelines/:timelineId' })).toThrow(
      'path must start with /api/',
    );
  });

  it('rejects a params schema that does not name the path parameters', () => {
    expect(() => defineOperation({ ...valid, request: { params: z.object({ id: z.string() }) } })).toThrow(
      'params schema must name exactly the path parameters',
    );
    expect(() => defineOperation({ ...valid, request: {} })).toThrow('path: timelineId; schema: none');
  });

  it('rejects a body on GET', () => {
    expect(() => defineOperation({ ...valid, request: { ...valid.request, body: z.object({}) } })).toThrow(
      'a GET operation cannot have a body',
    );
  });

  it('rejects global access without roles', () => {
    expect(() => defineOperation({ ...valid, access: { kind: 'global', roles: [] } })).toThrow(
      'global access needs at least one role',
    );
  });
});
