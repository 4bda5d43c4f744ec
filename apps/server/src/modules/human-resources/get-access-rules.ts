import type { getAccessRules } from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { partsOf, readRules, readSections } from './access-rules.ts';

/** Every part of the record with the rules in force and its defaults. */
export const getAccessRulesHandler: OperationHandler<typeof getAccessRules> = ({ context }) =>
  context.withTenant(async (tx) => ({
    parts: partsOf(await readSections(tx, context.companyId), await readRules(tx, context.companyId)),
  }));
