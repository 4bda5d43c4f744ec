import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '@atrium/contract/operations';
import { errorEnvelopeSchema } from '@atrium/contract/errors';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { registerOperation } from '../operations/register-operation.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AppError } from './app-error.ts';
import { classifyError, fieldPath } from './error-handler.ts';
import { inject } from '../../test/inject.ts';

const createThing = defineOperation({
  operationId: 'things_CreateThing',
  method: 'POST',
  path: '/api/Things/:groupId',
  summary: 'test only',
  tag: 'Things',
  request: {
    params: z.object({ groupId: z.uuid() }),
    query: z.object({ dryRun: z.enum(['yes', 'no']).optional() }),
    body: z.object({ name: z.string().min(1), email: z.email(), tags: z.array(z.string()).max(2) }),
  },
  response: { status: 201, schema: z.object({ name: z.string() }) },
  access: { kind: 'public' },
});

const explode = defineOperation({
  operationId: 'things_Explode',
  method: 'GET',
  path: '/api/Things/explode',
  summary: 'test only',
  tag: 'Things',
  response: { schema: z.object({ ok: z.boolean() }) },
  access: { kind: 'public' },
});

const conflicting = defineOperation({
  operationId: 'things_Conflict',
  method: 'GET',
  path: '/api/Things/conflict',
  summary: 'test only',
  tag: 'Things',
  response: { schema: z.object({ ok: z.boolean() }) },
  access: { kind: 'public' },
});

const wrongShape = defineOperation({
  operationId: 'things_WrongShape',
  method: 'GET',
  path: '/api/Things/wrong-shape',
  summary: 'test only',
  tag: 'Things',
  response: { schema: z.object({ ok: z.boolean() }) },
  access: { kind: 'public' },
});

const GROUP = '5d9f5f55-8d2a-4d8e-9a3c-0d7c1f1f2a10';

describe('errors through the app', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({
      database,
      env: { BODY_LIMIT_BYTES: '2048' },
      logStream: { write: (line) => void logLines.push(line) },
      routes(app) {
        registerOperation(app, createThing, async ({ body }) => ({ name: body.name }));
        registerOperation(app, explode, async () => {
          throw new Error('database password is hunter2');
        });
        registerOperation(app, conflicting, async () => {
          throw new AppError('CONFLICT', 'That name is taken.', {
            fields: [{ path: 'body.name', message: 'is taken' }],
          });
        });
        registerOperation(app, wrongShape, async () => ({ ok: 'yes' }) as never);
        app.get(
          '/api/Things/limited',
          { schema: { hide: true }, config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
          async () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await database.dispose();
  });

  // Raw here and below: malformed bodies, content types and a route without a contract entry.
  const post = (payload: unknown, url = `/api/Things/${GROUP}`) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as object });

  it('runs a valid request through to its 201', async () => {
    const response = await post({ name: 'A', email: 'a@example.com', tags: [] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: 'A' });
  });

  it('answers 400 VALIDATION_FAILED naming each wrong body field', async () => {
    const response = await post({ name: '', email: 'nope', tags: ['a', 'b', 'c'] });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields?.map((field) => field.path).sort()).toEqual([
      'body.email',
      'body.name',
      'body.tags',
    ]);
    expect(body.error.message).toContain('body.email');
    expect(body.error.requestId).toBe(response.headers['x-request-id']);
    // Each field says what it means, for the reader's language (decision 081).
    expect(Object.fromEntries(body.error.fields!.map((field) => [field.path, field.reason]))).toEqual({
      'body.name': { key: 'validation.required', values: {} },
      'body.email': { key: 'validation.email', values: {} },
      'body.tags': { key: 'validation.atMost', values: { max: 2 } },
    });
    const missing = errorEnvelopeSchema.parse((await post({ email: 'a@example.com', tags: [] })).json());
    expect(missing.error.fields).toEqual([
      { path: 'body.name', message: expect.any(String), reason: { key: 'validation.required', values: {} } },
    ]);
  });

  it('names a wrong path parameter and query parameter', async () => {
    const badParam = await post({ name: 'A', email: 'a@example.com', tags: [] }, '/api/Things/42');
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().error.fields).toEqual([
      {
        path: 'params.groupId',
        message: expect.any(String),
        reason: { key: 'validation.invalid', values: {} },
      },
    ]);

    const badQuery = await post(
      { name: 'A', email: 'a@example.com', tags: [] },
      `/api/Things/${GROUP}?dryRun=perhaps`,
    );
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().error.fields[0].path).toBe('query.dryRun');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/Things/${GROUP}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over the limit', async () => {
    const response = await post({ name: 'x'.repeat(4096), email: 'a@example.com', tags: [] });
    expect(response.statusCode).toBe(413);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for a content type nobody parses', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/Things/${GROUP}`,
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=A',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('passes an AppError through with its code, status and fields', async () => {
    const response = await inject(testApp.app, conflicting);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'That name is taken.',
      fields: [{ path: 'body.name', message: 'is taken' }],
    });
  });

  it('answers an unknown error with a generic 500 and logs the stack, not the client', async () => {
    logLines.length = 0;
    const response = await inject(testApp.app, explode);
    expect(response.statusCode).toBe(500);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe('INTERNAL');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('error-handler.test.ts');
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.err);
    expect(logged.requestId).toBe(body.error.requestId);
    expect(logged.err.stack).toContain('hunter2');
  });

  it('answers 500 when a handler returns a body its schema does not allow', async () => {
    const response = await inject(testApp.app, wrongShape);
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
  });

  it('answers 429 RATE_LIMITED with Retry-After once a route limit is used up', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/Things/limited' });
    expect(first.statusCode).toBe(200);
    const second = await testApp.app.inject({ method: 'GET', url: '/api/Things/limited' });
    expect(second.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(second.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers JSON 404 for an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/NoSuchThing/123' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('classifyError', () => {
  it('turns a rate limit answer into RATE_LIMITED', () => {
    expect(classifyError({ statusCode: 429, message: 'Rate limit exceeded' }).code).toBe('RATE_LIMITED');
  });

  it('treats a thrown non-error as an unexpected internal error', () => {
    expect(classifyError('boom')).toMatchObject({ code: 'INTERNAL', unexpected: true });
    expect(classifyError(null)).toMatchObject({ code: 'INTERNAL', unexpected: true });
  });

  it('builds dotted field paths and unescapes JSON pointer segments', () => {
    expect(fieldPath('querystring', '/page')).toBe('query.page');
    expect(fieldPath('body', '/items/0/a~1b')).toBe('body.items.0.a/b');
    expect(fieldPath('body', '/')).toBe('body');
  });
});
