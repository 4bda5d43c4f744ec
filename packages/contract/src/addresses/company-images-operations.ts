// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../company-files/company-images-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getCompanyImageFile: OperationAddress<typeof operations.getCompanyImageFile> = {
  operationId: 'companies_GetCompanyImageFile',
  method: 'GET',
  path: '/api/Companies/company-images/file',
  tag: 'Companies',
  access: { kind: 'member' },
};
export const getCompanyImages: OperationAddress<typeof operations.getCompanyImages> = {
  operationId: 'companies_GetCompanyImages',
  method: 'GET',
  path: '/api/Companies/company-images',
  tag: 'Companies',
  access: { kind: 'member' },
};
export const removeCompanyCover: OperationAddress<typeof operations.removeCompanyCover> = {
  operationId: 'companies_RemoveCover',
  method: 'POST',
  path: '/api/Companies/remove-cover',
  tag: 'Companies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const removeCompanyThumbnail: OperationAddress<typeof operations.removeCompanyThumbnail> = {
  operationId: 'companies_RemoveThumbnail',
  method: 'POST',
  path: '/api/Companies/remove-thumbnail',
  tag: 'Companies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const uploadCompanyCover: OperationAddress<typeof operations.uploadCompanyCover> = {
  operationId: 'companies_UploadCover',
  method: 'POST',
  path: '/api/Companies/upload-cover',
  tag: 'Companies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const uploadCompanyThumbnail: OperationAddress<typeof operations.uploadCompanyThumbnail> = {
  operationId: 'companies_UploadThumbnail',
  method: 'POST',
  path: '/api/Companies/upload-thumbnail',
  tag: 'Companies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
