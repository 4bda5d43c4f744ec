import { SPECIAL_CATEGORY_FIELDS, type updateMemberRecord } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { readProfile, readRecordRow } from './profile-queries.ts';
import { applyRecordChanges, diffRecord } from './record-changes.ts';
import { recordAccess, writeRefusal } from './record-access.ts';

/**
 * Changes a member's record: personal fields need edit on personal data, ethnicity and health
 * notes edit on special-category data. Nothing is written unless all of it is allowed.
 */
export const updateMemberRecordHandler: OperationHandler<typeof updateMemberRecord> = async ({
  params,
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    const memberId = params.companyMemberId;
    const access = await recordAccess(tx, context, memberId);
    const special = Object.keys(body).some((field) => (SPECIAL_CATEGORY_FIELDS as string[]).includes(field));
    const personal = Object.keys(body).some(
      (field) => !(SPECIAL_CATEGORY_FIELDS as string[]).includes(field),
    );
    const own = memberId === context.companyMemberId;
    const refusal =
      (personal ? writeRefusal(access, 'personal', own) : null) ??
      (special ? writeRefusal(access, 'specialCategory', own) : null);
    if (refusal) throw forbidden(`${refusal}.`);
    const changes = diffRecord(await readRecordRow(tx, context.companyId, memberId), body);
    await applyRecordChanges(tx, context, memberId, changes);
    return readProfile(tx, context, memberId, access, await companyToday(tx, context.companyId));
  });
