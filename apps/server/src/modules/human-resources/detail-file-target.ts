import type { UploadChunkFields } from '@atrium/contract/uploads';
import type { Transaction } from '../../db/database.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { sectionForMember } from './entry-queries.ts';

/*
 * A file for a file field (docs/product/human-resources.md#file-fields): checked like every
 * upload, then kept until an entry names it (entry-files.ts).
 */

/**
 * 404 unless `companyDetailSectionId` names a section with a file field that the caller may reach
 * on the member's record; 403 unless they may edit it there (or propose to it, on their own).
 */
export async function checkDetailFileTarget(
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
