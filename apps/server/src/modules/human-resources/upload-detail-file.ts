import type { uploadMemberDetailFile, uploadMyDetailFile } from '@atrium/contract/human-resources';
import type { UploadChunkFields } from '@atrium/contract/uploads';
import type { Transaction } from '../../db/database.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { detailFileUrl, sectionForMember } from './entry-queries.ts';

/*
 * A file for a file field (docs/product/human-resources.md#file-fields): checked like every
 * upload, then kept until an entry names it (entry-files.ts).
 */

async function checkTarget(
  tx: Transaction,
  request: MemberContext,
  memberId: string,
  fields: UploadChunkFields,
) {
  const sectionId = fields.companyDetailSectionId!;
  const { section, level } = await sectionForMember(tx, request, memberId, sectionId).catch(() => {
    throw notFound('The section');
  });
  if (!section.fields.some((field) => field.type === 'file')) throw notFound('The section');
  const own = memberId === request.companyMemberId;
  if (level !== 'edit' && !(own && level === 'propose')) {
    throw forbidden('You may not add files to this section.');
  }
}

/** One's own entry's file: `companyDetailSectionId` names the section. */
export const uploadMyDetailFileHooks: UploadHooks<typeof uploadMyDetailFile> = {
  validate: (fields, { tx, request }) => checkTarget(tx, request, request.companyMemberId, fields),
  async onComplete(file, fields, { tx, request }) {
    await checkTarget(tx, request, request.companyMemberId, fields);
  },
  urlFor: (file) => detailFileUrl(file.id),
};

/** A member's entry's file, by HR: `companyMemberId` and `companyDetailSectionId`. */
export const uploadMemberDetailFileHooks: UploadHooks<typeof uploadMemberDetailFile> = {
  validate: (fields, { tx, request }) => checkTarget(tx, request, fields.companyMemberId!, fields),
  async onComplete(file, fields, { tx, request }) {
    await checkTarget(tx, request, fields.companyMemberId!, fields);
  },
  urlFor: (file) => detailFileUrl(file.id),
};
