import {
  getCompanyImageFile,
  getCompanyImages,
  removeCompanyCover,
  removeCompanyThumbnail,
  uploadCompanyCover,
  uploadCompanyThumbnail,
} from '@atrium/contract/company-files';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { getCompanyImageFileHandler } from './get-company-image-file.ts';
import { getCompanyImagesHandler } from './get-company-images.ts';
import { removeCompanyCoverHandler } from './remove-company-cover.ts';
import { removeCompanyThumbnailHandler } from './remove-company-thumbnail.ts';
import { uploadCompanyCoverHooks } from './upload-company-cover.ts';
import { uploadCompanyThumbnailHooks } from './upload-company-thumbnail.ts';

/** Company thumbnail (logo) and cover: upload, removal, the image list and the image bytes. */
export const companyImagesOperations = defineModuleOperations({
  [uploadCompanyThumbnail.operationId]: {
    operation: uploadCompanyThumbnail,
    upload: uploadCompanyThumbnailHooks,
  },
  [uploadCompanyCover.operationId]: { operation: uploadCompanyCover, upload: uploadCompanyCoverHooks },
  [removeCompanyThumbnail.operationId]: {
    operation: removeCompanyThumbnail,
    handler: removeCompanyThumbnailHandler,
  },
  [removeCompanyCover.operationId]: { operation: removeCompanyCover, handler: removeCompanyCoverHandler },
  [getCompanyImages.operationId]: { operation: getCompanyImages, handler: getCompanyImagesHandler },
  [getCompanyImageFile.operationId]: { operation: getCompanyImageFile, file: getCompanyImageFileHandler },
});
