import type { uploadMyPicture } from '@atrium/contract/human-resources';
import type { UploadChunkFields } from '@atrium/contract/uploads';
import type { Transaction } from '../../db/database.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import type { Deps, UploadHooks } from '../../platform/operations/module-operations.ts';
import type { FastifyRequest } from 'fastify';
import { memberPicture, removePicture, setPicture } from './picture-queries.ts';
import { pictureUrl } from '../people/person-picture.ts';
import { recordAccess } from './record-access.ts';
import { reencodePicture } from './reencode-picture.ts';
import { deleteAfterCommit } from './stored-bytes.ts';

/*
 * Profile pictures: one's own, and a member's by whoever may edit their personal data
 * (docs/product/human-resources.md#profile-pictures). Uploads are re-encoded (decision 069).
 */

/** 404 for another company's member, 403 without edit access to their personal data. */
async function checkMayChange(tx: Transaction, context: MemberContext, memberId: string): Promise<void> {
  if (memberId === context.companyMemberId) return;
  const access = await recordAccess(tx, context, memberId);
  if (access.personal !== 'edit') throw forbidden("You may not change this member's picture.");
}

type Target = (fields: UploadChunkFields, request: MemberContext) => string;

/** The hooks of an upload of the picture of the member `target` names. */
export function pictureHooks(target: Target): UploadHooks<typeof uploadMyPicture> {
  return {
    validate: (fields, { tx, request }) => checkMayChange(tx, request, target(fields, request)),
    transform: reencodePicture,
    async onComplete(file, fields, { tx, request, storage }) {
      const memberId = target(fields, request);
      await checkMayChange(tx, request, memberId);
      const replacedKey = await setPicture(tx, request.companyId, memberId, file.id);
      return {
        ...(replacedKey ? { afterCommit: () => storage.delete(replacedKey) } : {}),
        audit: { action: 'member.picture_uploaded', target: memberId, details: { size: file.size } },
      };
    },
    urlFor: (file) => pictureUrl(file.id)!,
  };
}

/** Removes a member's picture (its bytes after commit) and answers the picture as it is now: none. */
export async function removePictureOf(
  context: MemberContext,
  deps: Deps,
  request: FastifyRequest,
  memberId: string,
) {
  const removed = await context.withTenant(async (tx) => {
    await checkMayChange(tx, context, memberId);
    return removePicture(tx, context.companyId, memberId);
  });
  if (removed) {
    await deleteAfterCommit(deps, request, [removed.storageKey]);
    await deps.audit.record(context, { action: 'member.picture_removed', target: memberId });
  }
  return memberPicture(memberId, null);
}
