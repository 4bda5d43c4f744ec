import type { FastifyInstance } from 'fastify';
import { registerFileOperation } from '../uploads/register-file-operation.ts';
import { registerUploadOperation } from '../uploads/register-upload-operation.ts';
import type { ModuleOperations } from './module-operations.ts';
import { registerOperation } from './register-operation.ts';

/** Serves every row of a module's table through the registrar of its kind. */
export function registerModuleOperations(app: FastifyInstance, table: ModuleOperations): void {
  for (const entry of Object.values(table)) {
    if ('upload' in entry) registerUploadOperation(app, { operation: entry.operation, ...entry.upload });
    else if ('file' in entry) registerFileOperation(app, entry.operation, entry.file);
    else registerOperation(app, entry.operation, entry.handler, entry.guards?.(app, app.platform));
  }
}
