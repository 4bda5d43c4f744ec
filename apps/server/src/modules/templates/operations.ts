import {
  createTemplate,
  downloadBulkGeneration,
  getBulkGeneration,
  getBulkSelectionCount,
  getLeaveRequestChoices,
  startBulkGeneration,
  downloadTemplateVersion,
  generateDocument,
  getDocumentFormats,
  getTagCatalogue,
  getTemplate,
  getTemplates,
  updateTemplate,
  uploadNewTemplateFile,
  uploadTemplateVersion,
} from '@atrium/contract/templates';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createTemplateHandler } from './create-template.ts';
import { downloadBulkGenerationHandler } from './download-bulk-generation.ts';
import { downloadTemplateVersionHandler } from './download-template-version.ts';
import { generateDocumentHandler } from './generate-document.ts';
import { getDocumentFormatsHandler } from './get-document-formats.ts';
import { getBulkGenerationHandler } from './get-bulk-generation.ts';
import { getBulkSelectionCountHandler } from './get-bulk-selection-count.ts';
import { getLeaveRequestChoicesHandler } from './get-leave-request-choices.ts';
import { getTagCatalogueHandler } from './get-tag-catalogue.ts';
import { getTemplateHandler } from './get-template.ts';
import { getTemplatesHandler } from './get-templates.ts';
import { startBulkGenerationHandler } from './start-bulk-generation.ts';
import { updateTemplateHandler } from './update-template.ts';
import { uploadNewTemplateFileHooks } from './upload-new-template-file.ts';
import { uploadTemplateVersionHooks } from './upload-template-version.ts';

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
  [getDocumentFormats.operationId]: { operation: getDocumentFormats, handler: getDocumentFormatsHandler },
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
