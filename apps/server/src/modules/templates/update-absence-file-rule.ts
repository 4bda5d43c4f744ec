import { and, eq } from 'drizzle-orm';
import type { updateAbsenceFileRule } from '@atrium/contract/member-documents';
import { absenceFileRules } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { checkRuleBody, checkRulePdf, toRule } from './absence-file-rules.ts';

/** A rule's leave type, state change and template, checked as for a new rule. */
export const updateAbsenceFileRuleHandler: OperationHandler<typeof updateAbsenceFileRule> = async ({
  context,
  params,
  body,
  deps,
}) => {
  checkRulePdf(body, deps.documents);
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
    await checkRuleBody(tx, context, body, existing.id);
    const [row] = await tx
      .update(absenceFileRules)
      .set({
        leaveTypeId: body.leaveTypeId,
        stateChange: body.stateChange,
        templateId: body.companyUserTemplateId,
        withPdf: body.withPdf,
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
