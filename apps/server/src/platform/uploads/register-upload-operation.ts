import type { FastifyInstance } from 'fastify';
import {
  storedFileSchema,
  uploadChunkAcceptedSchema,
  type UploadOperationDefinition,
} from '@atrium/contract/uploads';
import { liveAreasOf } from '@atrium/contract/notifications';
import type { MemberContext } from '../auth/request-context.ts';
import { announceLiveChanges } from '../operations/announce-live-changes.ts';
import { registerOperationRoute } from '../operations/operation-route.ts';
import { parseChunkFields } from './chunk-fields.ts';
import { readChunkForm } from './read-chunk-form.ts';
import { receiveChunk } from './receive-chunk.ts';
import type { UploadPath } from './upload-types.ts';

/**
 * Serves one upload path of docs/product/uploads.md#chunked-protocol with the chunked-upload engine, through the same route core
 * as JSON operations (path, operationId, access → gate, OpenAPI, authorization matrix); the body
 * is multipart, so it is read here instead of by a JSON schema. Needs the uploads plugin.
 */
export function registerUploadOperation<Op extends UploadOperationDefinition>(
  app: FastifyInstance,
  path: UploadPath<Op>,
): void {
  const { operation } = path;
  if (operation.access.kind !== 'member') {
    // Files belong to a company (stored_files.company_id); an upload needs a chosen company.
    throw new Error(`${operation.operationId}: upload operations need member access`);
  }
  const liveAreas = liveAreasOf(operation);
  registerOperationRoute(app, operation, {
    schema: {
      consumes: ['multipart/form-data'],
      response: { 200: storedFileSchema, 202: uploadChunkAcceptedSchema },
    },
    handle: async (request, reply, context) => {
      const form = await readChunkForm(request, operation.upload.field);
      const fields = parseChunkFields(form.fields, operation);
      const answer = await receiveChunk(
        path as UploadPath,
        { fields, data: form.data },
        context as MemberContext,
        { database: app.platform.database, storage: app.platform.storage, log: request.log },
      );
      // A finished upload is a write like any other: other people's open screens of its area
      // show the new file (docs/product/notifications.md#screens-that-stay-current). A chunk
      // that leaves the upload partial changes nothing they see.
      if (answer.status === 200) {
        await announceLiveChanges(
          app.platform.notifications,
          (context as MemberContext).companyId,
          liveAreas,
        );
      }
      return reply.code(answer.status).send(answer.body);
    },
  });
}
