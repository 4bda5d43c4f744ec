import type { getTemplate } from '@atrium/contract/templates';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { assertKindModule } from './template-access.ts';
import { findTemplate, readTemplateDetail, templateNotFound } from './template-queries.ts';

/** One template with its versions. */
export const getTemplateHandler: OperationHandler<typeof getTemplate> = ({ query, context }) =>
  context.withTenant(async (tx) => {
    const template = await findTemplate(tx, context.companyId, query.companyUserTemplateId);
    if (!template) throw templateNotFound();
    assertKindModule(context, template.kind);
    return readTemplateDetail(tx, template);
  });
