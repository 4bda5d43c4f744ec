import type { removeMyPicture } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { removePictureOf } from './member-pictures.ts';

/** Removes the caller's own picture. */
export const removeMyPictureHandler: OperationHandler<typeof removeMyPicture> = ({
  context,
  deps,
  request,
}) => removePictureOf(context, deps, request, context.companyMemberId);
