import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { binaryFileSchema } from '../company-files/company-files-schemas.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { defineUploadOperation } from '../uploads/define-upload-operation.ts';
import { memberPictureSchema } from './picture-schemas.ts';

/*
 * Profile pictures (docs/product/human-resources.md#profile-pictures): one per membership,
 * re-encoded on upload, shown wherever the person appears.
 */

const member = { kind: 'member' } as const;
const admins = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.HUMAN_RESOURCES] } as const;

export const uploadMyPicture = defineUploadOperation({
  operationId: 'hr_UploadMyPicture',
  path: '/api/Users/current-user/minio/upload-photo',
  summary: 'Upload one’s own profile picture, replacing the previous one (re-encoded, metadata removed)',
  tag: 'HumanResources',
  access: member,
  upload: { field: 'profilePhoto', kind: 'image' },
});

export const uploadMemberPicture = defineUploadOperation({
  operationId: 'hr_UploadMemberPicture',
  path: '/api/Admin/users/minio/upload-profile-picture',
  summary: "Upload a member's profile picture (companyMemberId), replacing the previous one",
  tag: 'HumanResources',
  access: admins,
  upload: { field: 'profilePhoto', kind: 'image', requiredFields: ['companyMemberId'] },
});

export const removeMyPicture = defineOperation({
  operationId: 'hr_RemoveMyPicture',
  method: 'POST',
  path: '/api/Users/current-user/remove-user-profilepicture',
  summary: 'Remove one’s own profile picture (idempotent)',
  tag: 'HumanResources',
  response: { schema: memberPictureSchema },
  access: member,
});

export const removeMemberPicture = defineOperation({
  operationId: 'hr_RemoveMemberPicture',
  method: 'POST',
  path: '/api/Admin/users/remove-profilepicture',
  summary: "Remove a member's profile picture (idempotent)",
  tag: 'HumanResources',
  request: { body: z.object({ companyMemberId: z.uuid() }).strict() },
  response: { schema: memberPictureSchema },
  access: admins,
});

export const getMyPicture = defineOperation({
  operationId: 'hr_GetMyPicture',
  method: 'GET',
  path: '/api/Users/current-user/picture',
  summary: 'The caller’s own picture path in the current company',
  tag: 'HumanResources',
  response: { schema: memberPictureSchema },
  access: member,
});

export const getMemberPictureFile = defineOperation({
  operationId: 'hr_GetMemberPictureFile',
  method: 'GET',
  path: '/api/Users/pictures/:fileId',
  summary: "A member's picture bytes (inline); a replaced or removed picture answers 404",
  description:
    'Any member of the company may read the pictures of its members. The file id changes with ' +
    'the picture, so an answer may be cached.',
  tag: 'HumanResources',
  request: { params: z.object({ fileId: z.uuid() }) },
  response: { schema: binaryFileSchema },
  access: member,
});
