// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../human-resources/picture-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getMemberPictureFile: OperationAddress<typeof operations.getMemberPictureFile> = {
  operationId: 'hr_GetMemberPictureFile',
  method: 'GET',
  path: '/api/Users/pictures/:fileId',
  tag: 'HumanResources',
  access: { kind: 'member' },
};
export const getMyPicture: OperationAddress<typeof operations.getMyPicture> = {
  operationId: 'hr_GetMyPicture',
  method: 'GET',
  path: '/api/Users/current-user/picture',
  tag: 'HumanResources',
  access: { kind: 'member' },
};
export const removeMemberPicture: OperationAddress<typeof operations.removeMemberPicture> = {
  operationId: 'hr_RemoveMemberPicture',
  method: 'POST',
  path: '/api/Admin/users/remove-profilepicture',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const removeMyPicture: OperationAddress<typeof operations.removeMyPicture> = {
  operationId: 'hr_RemoveMyPicture',
  method: 'POST',
  path: '/api/Users/current-user/remove-user-profilepicture',
  tag: 'HumanResources',
  access: { kind: 'member' },
};
export const uploadMemberPicture: OperationAddress<typeof operations.uploadMemberPicture> = {
  operationId: 'hr_UploadMemberPicture',
  method: 'POST',
  path: '/api/Admin/users/minio/upload-profile-picture',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const uploadMyPicture: OperationAddress<typeof operations.uploadMyPicture> = {
  operationId: 'hr_UploadMyPicture',
  method: 'POST',
  path: '/api/Users/current-user/minio/upload-photo',
  tag: 'HumanResources',
  access: { kind: 'member' },
};
