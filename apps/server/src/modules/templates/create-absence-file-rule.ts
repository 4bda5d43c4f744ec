import type { createAbsenceFileRule } from '@atrium/contract/member-documents';
import { absenceFileRules } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { checkRuleBody, checkRulePdf, toRule } from './absence-file-rules.ts';

/** A rule: this leave type's state change files a document made from this template. */
export const createAbsenceFileRuleHandler: OperationHandler<typeof createAbsenceFileRule> = async ({
  context,
  body,
  deps,
}) => {
  checkRulePdf(body, deps.documents);
  const rule = await context.withTenant(async (tx) => {
    await checkRuleBody(tx, context, body, null);
    const [row] = await tx
      .insert(absenceFileRules)
      .values({
        companyId: context.companyId,
        leaveTypeId: body.leaveTypeId,
        stateChange: body.stateChange,
        templateId: body.companyUserTemplateId,
        withPdf: body.withPdf,
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
