import type { getMyPicture } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findPicture, memberPicture } from './picture-queries.ts';

/** The caller's own picture, or none. */
export const getMyPictureHandler: OperationHandler<typeof getMyPicture> = ({ context }) =>
  context.withTenant(async (tx) => {
    const file = await findPicture(tx, context.companyId, context.companyMemberId);
    return memberPicture(context.companyMemberId, file?.id ?? null);
  });
