import { and, asc, eq, ne } from 'drizzle-orm';
import type {
  AbsenceFileRuleBody,
  createAbsenceFileRule,
  deleteAbsenceFileRule,
  getAbsenceFileRules,
  updateAbsenceFileRule,
} from '@atrium/contract/member-documents';
import type { Transaction } from '../../db/database.ts';
import { absenceFileRules, documentTemplates, leaveTypes } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { conflict, notFound, validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/*
 * Absence file generation rules (docs/product/templates.md#absence-file-generation-rules): a leave
 * type's state change files a document made from a leave request template.
 */

type RuleRow = typeof absenceFileRules.$inferSelect;

const toRule = (row: RuleRow) => ({
  absenceFileRuleId: row.id,
  leaveTypeId: row.leaveTypeId,
  stateChange: row.stateChange,
  companyUserTemplateId: row.templateId,
});

/** The leave type and template must be the company's (404) and the template a leave request one (400). */
async function checkBody(
  tx: Transaction,
  context: MemberContext,
  body: AbsenceFileRuleBody,
  ruleId: string | null,
) {
  const [type] = await tx
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.companyId, context.companyId), eq(leaveTypes.id, body.leaveTypeId)));
  if (!type) throw notFound('The leave type (body.leaveTypeId)');
  const [template] = await tx
    .select({ kind: documentTemplates.kind })
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.companyId, context.companyId),
        eq(documentTemplates.id, body.companyUserTemplateId),
      ),
    );
  if (!template) throw notFound('The template (body.companyUserTemplateId)');
  if (template.kind !== 'leave_request') {
    throw validationFailed('The template must be a leave request template.', [
      { path: 'body.companyUserTemplateId', message: 'must be a leave request template' },
    ]);
  }
  const [same] = await tx
    .select({ id: absenceFileRules.id })
    .from(absenceFileRules)
    .where(
      and(
        eq(absenceFileRules.companyId, context.companyId),
        eq(absenceFileRules.leaveTypeId, body.leaveTypeId),
        eq(absenceFileRules.stateChange, body.stateChange),
        eq(absenceFileRules.templateId, body.companyUserTemplateId),
        ruleId ? ne(absenceFileRules.id, ruleId) : undefined,
      ),
    );
  if (same) {
    throw conflict('The same rule exists already.', [
      {
        path: 'body.companyUserTemplateId',
        message: 'this leave type and state change already use this template',
      },
    ]);
  }
}

export const getAbsenceFileRulesHandler: OperationHandler<typeof getAbsenceFileRules> = ({ context }) =>
  context.withTenant(async (tx) =>
    (
      await tx
        .select()
        .from(absenceFileRules)
        .where(eq(absenceFileRules.companyId, context.companyId))
        .orderBy(asc(absenceFileRules.createdAt), asc(absenceFileRules.id))
    ).map(toRule),
  );

export const createAbsenceFileRuleHandler: OperationHandler<typeof createAbsenceFileRule> = async ({
  context,
  body,
  deps,
}) => {
  const rule = await context.withTenant(async (tx) => {
    await checkBody(tx, context, body, null);
    const [row] = await tx
      .insert(absenceFileRules)
      .values({
        companyId: context.companyId,
        leaveTypeId: body.leaveTypeId,
        stateChange: body.stateChange,
        templateId: body.companyUserTemplateId,
      })
      .returning();
    return toRule(row!);
  });
  await deps.audit.record(context, {
    action: 'templates.absence_file_rule_created',
    target: rule.absenceFileRuleId,
  });
  return rule;
};

export const updateAbsenceFileRuleHandler: OperationHandler<typeof updateAbsenceFileRule> = async ({
  context,
  params,
  body,
  deps,
}) => {
  const rule = await context.withTenant(async (tx) => {
    const where = and(
      eq(absenceFileRules.companyId, context.companyId),
      eq(absenceFileRules.id, params.absenceFileRuleId),
    );
    const [existing] = await tx
      .select({ id: absenceFileRules.id })
      .from(absenceFileRules)
      .where(where)
      .for('update');
    if (!existing) throw notFound('The rule');
    await checkBody(tx, context, body, existing.id);
    const [row] = await tx
      .update(absenceFileRules)
      .set({
        leaveTypeId: body.leaveTypeId,
        stateChange: body.stateChange,
        templateId: body.companyUserTemplateId,
      })
      .where(where)
      .returning();
    return toRule(row!);
  });
  await deps.audit.record(context, {
    action: 'templates.absence_file_rule_updated',
    target: rule.absenceFileRuleId,
  });
  return rule;
};

export const deleteAbsenceFileRuleHandler: OperationHandler<typeof deleteAbsenceFileRule> = async ({
  context,
  params,
  deps,
}) => {
  const removed = await context.withTenant((tx) =>
    tx
      .delete(absenceFileRules)
      .where(
        and(
          eq(absenceFileRules.companyId, context.companyId),
          eq(absenceFileRules.id, params.absenceFileRuleId),
        ),
      )
      .returning({ id: absenceFileRules.id }),
  );
  if (removed.length === 0) throw notFound('The rule');
  await deps.audit.record(context, {
    action: 'templates.absence_file_rule_deleted',
    target: params.absenceFileRuleId,
  });
  return undefined;
};
