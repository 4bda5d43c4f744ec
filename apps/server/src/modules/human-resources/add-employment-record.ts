import { and, desc, eq, lte } from 'drizzle-orm';
import type { addEmploymentRecord } from '@atrium/contract/human-resources';
import { companyMembers, departments, employmentRecords, memberRecordAudit } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { forbidden, validationFailed } from '../../platform/errors/app-error.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { readEmployment } from './profile-queries.ts';
import { recordAccess, writeRefusal } from './record-access.ts';

/**
 * Adds (or, for a day that has one, replaces) a dated employment row. Department and manager must
 * be of the company (the field is named otherwise). When the row is the one in force today, the
 * membership's position and department follow it, so the directory and the organisation agree.
 */
export const addEmploymentRecordHandler: OperationHandler<typeof addEmploymentRecord> = async ({
  params,
  body,
  context,
}) =>
  context.withTenant(async (tx) => {
    const memberId = params.companyMemberId;
    const access = await recordAccess(tx, context, memberId);
    const refusal = writeRefusal(access, 'employment', memberId === context.companyMemberId);
    if (refusal) throw forbidden(`${refusal}.`);
    if (body.departmentId) {
      const [department] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.companyId, context.companyId), eq(departments.id, body.departmentId)));
      if (!department) {
        throw validationFailed('The department is not in this company.', [
          { path: 'body.departmentId', message: 'is not a department of this company' },
        ]);
      }
    }
    if (body.managerMemberId) {
      const [manager] = await tx
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(
          and(eq(companyMembers.companyId, context.companyId), eq(companyMembers.id, body.managerMemberId)),
        );
      if (!manager || body.managerMemberId === memberId) {
        throw validationFailed('The manager is not another member of this company.', [
          { path: 'body.managerMemberId', message: 'is not another member of this company' },
        ]);
      }
    }
    const values = {
      position: body.position ?? null,
      departmentId: body.departmentId ?? null,
      managerMemberId: body.managerMemberId ?? null,
      employmentType: body.employmentType ?? null,
      startDate: body.startDate ?? null,
      endDate: body.endDate ?? null,
      weeklyHours: body.weeklyHours ?? null,
      contractType: body.contractType ?? null,
      contractEndDate: body.contractEndDate ?? null,
      note: body.note ?? null,
      createdByUserId: context.userId,
    };
    const [saved] = await tx
      .insert(employmentRecords)
      .values({ companyId: context.companyId, memberId, effectiveFrom: body.effectiveFrom, ...values })
      .onConflictDoUpdate({
        target: [employmentRecords.companyId, employmentRecords.memberId, employmentRecords.effectiveFrom],
        set: values,
      })
      .returning({ id: employmentRecords.id });
    const today = await companyToday(tx, context.companyId);
    const [inForce] = await tx
      .select({ id: employmentRecords.id })
      .from(employmentRecords)
      .where(
        and(
          eq(employmentRecords.companyId, context.companyId),
          eq(employmentRecords.memberId, memberId),
          lte(employmentRecords.effectiveFrom, today),
        ),
      )
      .orderBy(desc(employmentRecords.effectiveFrom))
      .limit(1);
    if (inForce?.id === saved!.id) {
      await tx
        .update(companyMembers)
        .set({ position: values.position, departmentId: values.departmentId })
        .where(and(eq(companyMembers.companyId, context.companyId), eq(companyMembers.id, memberId)));
    }
    await tx.insert(memberRecordAudit).values({
      companyId: context.companyId,
      memberId,
      actorUserId: context.userId,
      kind: 'change',
      section: 'employment',
      details: { effectiveFrom: body.effectiveFrom, row: { ...values, createdByUserId: undefined } },
    });
    const rows = await readEmployment(tx, context.companyId, memberId, today);
    return rows.find((row) => row.employmentRecordId === saved!.id)!;
  });
