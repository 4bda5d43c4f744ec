import type { removeMemberPicture } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { removePictureOf } from './member-pictures.ts';

/** Removes a member's picture, by whoever may edit their personal data. */
export const removeMemberPictureHandler: OperationHandler<typeof removeMemberPicture> = ({
  body,
  context,
  deps,
  request,
}) => removePictureOf(context, deps, request, body.companyMemberId);
