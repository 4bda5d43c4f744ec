import { z } from 'zod';
import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { defineUploadOperation } from '../uploads/define-upload-operation.ts';
import { binaryFileSchema, companyImageKindSchema, companyImagesSchema } from './company-files-schemas.ts';

export const uploadCompanyThumbnail = defineUploadOperation({
  operationId: 'companies_UploadThumbnail',
  path: '/api/Companies/upload-thumbnail',
  summary: "Upload the company's thumbnail (logo), replacing the previous one",
  tag: 'Companies',
  access: { kind: 'member', roles: ADMIN_ROLES },
  upload: { field: 'thumbnail', kind: 'image' },
});

export const uploadCompanyCover = defineUploadOperation({
  operationId: 'companies_UploadCover',
  path: '/api/Companies/upload-cover',
  summary: "Upload the company's cover picture, replacing the previous one",
  tag: 'Companies',
  access: { kind: 'member', roles: ADMIN_ROLES },
  upload: { field: 'cover', kind: 'image' },
});

export const removeCompanyThumbnail = defineOperation({
  operationId: 'companies_RemoveThumbnail',
  method: 'POST',
  path: '/api/Companies/remove-thumbnail',
  summary: "Remove the company's thumbnail; answers the pictures as they are now",
  description: 'Idempotent: removing a thumbnail that is not there answers the same pictures.',
  tag: 'Companies',
  response: { schema: companyImagesSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

export const removeCompanyCover = defineOperation({
  operationId: 'companies_RemoveCover',
  method: 'POST',
  path: '/api/Companies/remove-cover',
  summary: "Remove the company's cover picture; answers the pictures as they are now",
  description: 'Idempotent: removing a cover that is not there answers the same pictures.',
  tag: 'Companies',
  response: { schema: companyImagesSchema },
  access: { kind: 'member', roles: ADMIN_ROLES },
});

export const getCompanyImages = defineOperation({
  operationId: 'companies_GetCompanyImages',
  method: 'GET',
  path: '/api/Companies/company-images',
  summary: "The current company's thumbnail and cover (null when not set), with their image paths",
  tag: 'Companies',
  response: { schema: companyImagesSchema },
  access: { kind: 'member' },
});

export const getCompanyImageFile = defineOperation({
  operationId: 'companies_GetCompanyImageFile',
  method: 'GET',
  path: '/api/Companies/company-images/file',
  summary: "The bytes of the company's thumbnail or cover (inline, type verified at upload)",
  description:
    'Authenticated like every call: the web fetches it with its HTTP client and shows it through ' +
    'an object URL (decision 010). `v` is the file id from companies_GetCompanyImages; a stale one ' +
    'answers 404, so a cached URL never shows a replaced picture.',
  tag: 'Companies',
  request: { query: z.object({ kind: companyImageKindSchema, v: z.uuid().optional() }) },
  response: { schema: binaryFileSchema },
  access: { kind: 'member' },
});
