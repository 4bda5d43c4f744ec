import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';

/**
 * OpenAPI 3.1 built from the routes' zod schemas. Must be registered before any route, since
 * @fastify/swagger collects routes as they are added.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atrium API',
        description:
          'Multi-tenant workplace API. Every call except the public ones carries ' +
          '`Authorization: Bearer <access token>`. Errors share one envelope: ' +
          '`{ error: { code, message, requestId, fields? } }`.\n\n' +
          'Scripts and other services use a personal API token instead (Account → API tokens): ' +
          '`Authorization: Bearer atr_pat_…`. It acts as the person who created it, in the one ' +
          'company it was created in, and only for its scopes; an operation says which scopes it ' +
          'needs, and one that names none cannot be called with a token (403). A revoked or expired ' +
          'token answers 401.',
        version: '0.1.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session access token (JWT) or a personal API token (`atr_pat_…`).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // validator.swagger.io would be an outside request the CSP rightly blocks.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
