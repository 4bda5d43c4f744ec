import {
  createTemplate,
  downloadBulkGeneration,
  getBulkGeneration,
  getBulkSelectionCount,
  getLeaveRequestChoices,
  startBulkGeneration,
  downloadTemplateVersion,
  generateDocument,
  getTagCatalogue,
  getTemplate,
  getTemplates,
  updateTemplate,
  uploadNewTemplateFile,
  uploadTemplateVersion,
} from '@atrium/contract/templates';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { startBulkGenerationHandler } from './bulk-generation.ts';
import { downloadBulkGenerationHandler, getBulkGenerationHandler } from './bulk-result-handlers.ts';
import { getBulkSelectionCountHandler } from './bulk-selection.ts';
import { generateDocumentHandler } from './generate-document.ts';
import { getLeaveRequestChoicesHandler } from './leave-request-choices.ts';
import {
  createTemplateHandler,
  downloadTemplateVersionHandler,
  getTagCatalogueHandler,
  getTemplateHandler,
  getTemplatesHandler,
  updateTemplateHandler,
} from './template-handlers.ts';
import { uploadNewTemplateFileHooks, uploadTemplateVersionHooks } from './upload-template-file.ts';

/** Document templates (docs/product/templates.md): managers with TEMPLATE_GENERATION. */
export const templatesOperations = defineModuleOperations({
  [getTemplates.operationId]: { operation: getTemplates, handler: getTemplatesHandler },
  [getTemplate.operationId]: { operation: getTemplate, handler: getTemplateHandler },
  [getTagCatalogue.operationId]: { operation: getTagCatalogue, handler: getTagCatalogueHandler },
  [uploadNewTemplateFile.operationId]: {
    operation: uploadNewTemplateFile,
    upload: uploadNewTemplateFileHooks,
  },
  [uploadTemplateVersion.operationId]: {
    operation: uploadTemplateVersion,
    upload: uploadTemplateVersionHooks,
  },
  [createTemplate.operationId]: { operation: createTemplate, handler: createTemplateHandler },
  [updateTemplate.operationId]: { operation: updateTemplate, handler: updateTemplateHandler },
  [downloadTemplateVersion.operationId]: {
    operation: downloadTemplateVersion,
    file: downloadTemplateVersionHandler,
  },
  [generateDocument.operationId]: { operation: generateDocument, handler: generateDocumentHandler },
  [getLeaveRequestChoices.operationId]: {
    operation: getLeaveRequestChoices,
    handler: getLeaveRequestChoicesHandler,
  },
  [startBulkGeneration.operationId]: { operation: startBulkGeneration, handler: startBulkGenerationHandler },
  [getBulkSelectionCount.operationId]: {
    operation: getBulkSelectionCount,
    handler: getBulkSelectionCountHandler,
  },
  [getBulkGeneration.operationId]: { operation: getBulkGeneration, handler: getBulkGenerationHandler },
  [downloadBulkGeneration.operationId]: {
    operation: downloadBulkGeneration,
    handler: downloadBulkGenerationHandler,
  },
});
