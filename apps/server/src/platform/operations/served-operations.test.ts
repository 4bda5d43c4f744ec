import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, operations } from '@atrium/contract/operations';
import { getSupportedLanguages } from '@atrium/contract/languages';
import { MODULE_OPERATIONS } from '../../app.ts';
import { inject } from '../../test/inject.ts';
import { defineModuleOperations } from './module-operations.ts';
import { checkServedOperations } from './served-operations.ts';

const listed = defineOperation({
  operationId: 'widgets_GetWidgets',
  method: 'GET',
  path: '/api/Widgets',
  summary: 'Widgets',
  tag: 'Widgets',
  response: { schema: z.array(z.string()) },
  access: { kind: 'public' },
});
const unlisted = defineOperation({
  operationId: 'widgets_DeleteWidget',
  method: 'DELETE',
  path: '/api/Widgets/:widgetId',
  summary: 'Delete a widget',
  tag: 'Widgets',
  request: { params: z.object({ widgetId: z.string() }) },
  response: { status: 204, schema: z.undefined() },
  access: { kind: 'member' },
});

describe('the start-up check of served operations', () => {
  it('passes when every contract operation is served once', () => {
    expect(() => checkServedOperations([listed], ['widgets_GetWidgets'])).not.toThrow();
  });

  it('fails naming a contract operation no module serves', () => {
    expect(() => checkServedOperations([listed, unlisted], ['widgets_GetWidgets'])).toThrow(
      /widgets_DeleteWidget: in the contract but no module serves it/,
    );
  });

  it('fails naming a handler for an operation the contract does not have', () => {
    expect(() => checkServedOperations([listed], ['widgets_GetWidgets', 'widgets_DeleteWidget'])).toThrow(
      /widgets_DeleteWidget: served but not in the contract/,
    );
  });

  it('fails naming an operation served twice', () => {
    expect(() => checkServedOperations([listed], ['widgets_GetWidgets', 'widgets_GetWidgets'])).toThrow(
      /widgets_GetWidgets: served by more than one handler/,
    );
  });

  it('names every problem at once', () => {
    const check = () => checkServedOperations([listed], ['widgets_DeleteWidget']);
    expect(check).toThrow(/widgets_GetWidgets: in the contract/);
    expect(check).toThrow(/widgets_DeleteWidget: served but not/);
  });

  it('holds for the operation tables the modules register at start-up', () => {
    // The tables app.ts registers: a contract operation whose row was removed, or a row whose
    // operation is not in the contract, fails here as it would fail the server's start.
    const served = MODULE_OPERATIONS.flatMap((table) =>
      Object.values(table).map((row) => row.operation.operationId),
    );
    expect(served.length).toBeGreaterThan(0);
    expect(() => checkServedOperations(operations, served)).not.toThrow();
  });
});

describe('defineModuleOperations', () => {
  it('keeps a table whose keys are the operations ids', () => {
    const table = defineModuleOperations({
      [listed.operationId]: { operation: listed, handler: async () => ['a'] },
      [getSupportedLanguages.operationId]: {
        operation: getSupportedLanguages,
        handler: async () => [],
      },
    });
    expect(Object.keys(table)).toEqual(['widgets_GetWidgets', 'languages_GetSupportedLanguages']);
  });

  it('refuses a key that is not its operation id', () => {
    expect(() =>
      defineModuleOperations({
        // @ts-expect-error the key must be the operation's id
        widgets_Other: { operation: listed, handler: async () => [] },
      }),
    ).toThrow(/key widgets_Other serves widgets_GetWidgets/);
  });

  it('refuses a row with no handler', () => {
    expect(() =>
      defineModuleOperations({
        // @ts-expect-error a row needs a handler
        [listed.operationId]: { operation: listed },
      }),
    ).toThrow(/widgets_GetWidgets needs exactly one of handler, file or upload/);
  });
});

describe('a served operation', () => {
  it('hands its handler the deps', async () => {
    const { registerOperation } = await import('./register-operation.ts');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const deps = { marker: 'platform' };
    app.decorate('platform', deps as never);
    app.decorateRequest('requestContext', null);
    registerOperation(app, listed, async (input) => [String((input.deps as unknown as typeof deps).marker)]);
    const response = await inject(app, listed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(['platform']);
    await app.close();
  });
});
