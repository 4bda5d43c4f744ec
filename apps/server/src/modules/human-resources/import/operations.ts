import {
  getMemberImportErrorReport,
  getMemberImportTemplate,
  previewMemberImport,
  runMemberImport,
  uploadMemberImport,
} from '@atrium/contract/member-import';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { getMemberImportErrorReportHandler } from './get-member-import-error-report.ts';
import { getMemberImportTemplateHandler } from './get-member-import-template.ts';
import { previewMemberImportHandler } from './preview-member-import.ts';
import { runMemberImportHandler } from './run-member-import.ts';
import { uploadMemberImportHooks } from './upload-member-import.ts';

/** Human resources: the CSV import of members (docs/product/human-resources.md#importing-members). */
export const memberImportOperations = defineModuleOperations({
  [uploadMemberImport.operationId]: { operation: uploadMemberImport, upload: uploadMemberImportHooks },
  [previewMemberImport.operationId]: { operation: previewMemberImport, handler: previewMemberImportHandler },
  [runMemberImport.operationId]: { operation: runMemberImport, handler: runMemberImportHandler },
  [getMemberImportErrorReport.operationId]: {
    operation: getMemberImportErrorReport,
    handler: getMemberImportErrorReportHandler,
  },
  [getMemberImportTemplate.operationId]: {
    operation: getMemberImportTemplate,
    handler: getMemberImportTemplateHandler,
  },
});
