import {
  accessRuleLimit,
  exceedsLimit,
  fullMatrix,
  type AccessRule,
  type AccessRulePart,
  type replaceAccessRules,
} from '@atrium/contract/human-resources';
import { sectionAccessRules, type BuiltInSection } from '../../db/schema/index.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { partCondition, partOf } from './access-rules.ts';

/** The columns that name the part in a stored rule. */
const partColumns = (part: AccessRulePart) =>
  part.kind === 'section'
    ? { builtInSection: null, sectionId: part.part }
    : { builtInSection: part.part as BuiltInSection, sectionId: null };

/** Refuses a cell named twice or a level above the hard limits, naming the rule. */
function checkRules(part: AccessRulePart, rules: readonly AccessRule[]): void {
  const fields: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    const key = `${rule.role}/${rule.scope}`;
    if (seen.has(key)) fields.push({ path: `body.rules.${index}`, message: `names ${key} twice` });
    seen.add(key);
    const limit = accessRuleLimit(part, rule.role, rule.scope);
    if (exceedsLimit(rule.level, limit)) {
      fields.push({ path: `body.rules.${index}.level`, message: `may be at most ${limit}` });
    }
  });
  if (fields.length > 0) throw validationFailed('Some rules are not allowed.', fields);
}

/** Replaces one part's rules with all of its role × scope cells, within the hard limits. */
export const replaceAccessRulesHandler: OperationHandler<typeof replaceAccessRules> = async ({
  params,
  body,
  context,
  deps,
}) => {
  const saved = await context.withTenant(async (tx) => {
    const part = await partOf(tx, context, params.part);
    checkRules(part, body.rules);
    const matrix = fullMatrix(body.rules);
    await tx.delete(sectionAccessRules).where(partCondition(context.companyId, part));
    await tx
      .insert(sectionAccessRules)
      .values(matrix.map((rule) => ({ companyId: context.companyId, ...partColumns(part), ...rule })));
    return partOf(tx, context, params.part);
  });
  await deps.audit.record(context, {
    action: 'hr.access_rules_replaced',
    target: params.part,
    details: {
      rules: saved.rules
        .filter((rule) => rule.level !== 'none')
        .map((rule) => `${rule.role}/${rule.scope}/${rule.level}`),
    },
  });
  return saved;
};
