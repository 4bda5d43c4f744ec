import {
  getCompanyImageFile,
  getCompanyImages,
  removeCompanyCover,
  removeCompanyThumbnail,
  uploadCompanyCover,
  uploadCompanyThumbnail,
} from '@atrium/contract/company-files';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { readCompanyImages } from './company-image-queries.ts';
import { getCompanyImageFileHandler } from './get-company-image-file.ts';
import { removeCompanyImageHandler } from './remove-company-image.ts';
import { uploadCompanyImageHooks } from './upload-company-image.ts';

/** Company thumbnail (logo) and cover: upload, removal, the image list and the image bytes. */
export const companyImagesOperations = defineModuleOperations({
  [uploadCompanyThumbnail.operationId]: {
    operation: uploadCompanyThumbnail,
    upload: uploadCompanyImageHooks('thumbnail'),
  },
  [uploadCompanyCover.operationId]: {
    operation: uploadCompanyCover,
    upload: uploadCompanyImageHooks('cover'),
  },
  [removeCompanyThumbnail.operationId]: {
    operation: removeCompanyThumbnail,
    handler: removeCompanyImageHandler('thumbnail'),
  },
  [removeCompanyCover.operationId]: {
    operation: removeCompanyCover,
    handler: removeCompanyImageHandler('cover'),
  },
  [getCompanyImages.operationId]: {
    operation: getCompanyImages,
    handler: ({ context }) => context.withTenant((tx) => readCompanyImages(tx, context.companyId)),
  },
  [getCompanyImageFile.operationId]: { operation: getCompanyImageFile, file: getCompanyImageFileHandler },
});
