import { defineOperation } from '@atrium/contract/operations';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR, UNKNOWN_ERROR } from './api-error.ts';
import { createCallOperation } from './call-operation.ts';
import { operationUrl } from './operation-url.ts';

const renameThing = defineOperation({
  operationId: 'things_RenameThing',
  method: 'PUT',
  path: '/api/Things/:thingId/name',
  summary: 'test',
  tag: 'Things',
  request: {
    params: z.object({ thingId: z.string() }),
    query: z.object({ notify: z.boolean().optional() }),
    body: z.object({ name: z.string() }),
  },
  response: { schema: z.object({ thingId: z.string(), name: z.string() }) },
  access: { kind: 'signed-in' },
});

const listThings = defineOperation({
  operationId: 'things_GetThings',
  method: 'GET',
  path: '/api/Things',
  summary: 'test',
  tag: 'Things',
  response: { schema: z.array(z.string()) },
  access: { kind: 'signed-in' },
});

const removeThing = defineOperation({
  operationId: 'things_RemoveThing',
  method: 'DELETE',
  path: '/api/Things/:thingId',
  summary: 'test',
  tag: 'Things',
  request: { params: z.object({ thingId: z.string() }) },
  response: { status: 204, schema: z.undefined() },
  access: { kind: 'signed-in' },
});

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('operationUrl', () => {
  it('fills and encodes path parameters and appends the query, skipping empty values', () => {
    expect(
      operationUrl(renameThing, { thingId: 'a b/c' }, { notify: true, skip: undefined, tags: ['x', 'y'] }),
    ).toBe('/api/Things/a%20b%2Fc/name?notify=true&tags=x&tags=y');
    expect(operationUrl(listThings)).toBe('/api/Things');
  });

  it('throws for a missing path parameter instead of calling /undefined', () => {
    expect(() => operationUrl(renameThing, {})).toThrow(/thingId/);
  });
});

describe('callOperation', () => {
  it('sends method, path, JSON body and reads the JSON answer', async () => {
    const transport = vi.fn(async () => json(200, { thingId: '7', name: 'New' }));
    const call = createCallOperation(transport);
    const result = await call(renameThing, { params: { thingId: '7' }, query: {}, body: { name: 'New' } });
    expectTypeOf(result).toEqualTypeOf<{ thingId: string; name: string }>();
    expect(result).toEqual({ thingId: '7', name: 'New' });
    const [url, init] = transport.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Things/7/name');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"name":"New"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('needs no input for an operation without request parts and answers undefined for 204', async () => {
    const call = createCallOperation(async (url) =>
      url.endsWith('/7') ? new Response(null, { status: 204 }) : json(200, ['a']),
    );
    expect(await call(listThings)).toEqual(['a']);
    expect(await call(removeThing, { params: { thingId: '7' } })).toBeUndefined();
  });

  it('throws ApiError with the envelope code, fields and status', async () => {
    const call = createCallOperation(async () =>
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid: body.name.',
          requestId: 'req-9',
          fields: [{ path: 'body.name', message: 'must be 2 to 100 characters' }],
        },
      }),
    );
    const error = await call(renameThing, { params: { thingId: '1' }, query: {}, body: { name: '' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', requestId: 'req-9' });
    expect(apiError.fieldMessage('body.name')).toBe('must be 2 to 100 characters');
    expect(apiError.fieldMessage('body.other')).toBeUndefined();
  });

  it('reports a non-envelope failure as UNKNOWN_ERROR with its status and request id', async () => {
    const call = createCallOperation(
      async () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'x-request-id': 'r1' } }),
    );
    await expect(call(listThings)).rejects.toMatchObject({
      status: 502,
      code: UNKNOWN_ERROR,
      requestId: 'r1',
    });
  });

  it('reports a network failure as status 0', async () => {
    const call = createCallOperation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call(listThings)).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });
});
