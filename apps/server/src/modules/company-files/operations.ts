import {
  createCompanyFileSection,
  deleteCompanyFile,
  deleteCompanyFileSection,
  downloadCompanyFile,
  getCompanyFiles,
  reorderCompanyFileSections,
  updateCompanyFileSection,
  uploadCompanyFile,
} from '@atrium/contract/company-files';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createCompanyFileSectionHandler } from './create-company-file-section.ts';
import { deleteCompanyFileSectionHandler } from './delete-company-file-section.ts';
import { deleteCompanyFileHandler } from './delete-company-file.ts';
import { downloadCompanyFileHandler } from './download-company-file.ts';
import { getCompanyFilesHandler } from './get-company-files.ts';
import { reorderCompanyFileSectionsHandler } from './reorder-company-file-sections.ts';
import { updateCompanyFileSectionHandler } from './update-company-file-section.ts';
import { uploadCompanyFileHooks } from './upload-company-file.ts';

/** Company files (ADMIN/OWNER): sections, upload into a section, list, download, delete. */
export const companyFilesOperations = defineModuleOperations({
  [getCompanyFiles.operationId]: { operation: getCompanyFiles, handler: getCompanyFilesHandler },
  [createCompanyFileSection.operationId]: {
    operation: createCompanyFileSection,
    handler: createCompanyFileSectionHandler,
  },
  [updateCompanyFileSection.operationId]: {
    operation: updateCompanyFileSection,
    handler: updateCompanyFileSectionHandler,
  },
  [reorderCompanyFileSections.operationId]: {
    operation: reorderCompanyFileSections,
    handler: reorderCompanyFileSectionsHandler,
  },
  [deleteCompanyFileSection.operationId]: {
    operation: deleteCompanyFileSection,
    handler: deleteCompanyFileSectionHandler,
  },
  [uploadCompanyFile.operationId]: { operation: uploadCompanyFile, upload: uploadCompanyFileHooks },
  [downloadCompanyFile.operationId]: { operation: downloadCompanyFile, file: downloadCompanyFileHandler },
  [deleteCompanyFile.operationId]: { operation: deleteCompanyFile, handler: deleteCompanyFileHandler },
});
