import { and, eq } from 'drizzle-orm';
import type { updateTemplate } from '@atrium/contract/templates';
import { documentTemplates } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { assertKindModule } from './template-access.ts';
import { findTemplate, readTemplateDetail, templateNotFound } from './template-queries.ts';

/** A template's name and language; its versions stay as they are. */
export const updateTemplateHandler: OperationHandler<typeof updateTemplate> = async ({
  body,
  context,
  deps,
}) => {
  const detail = await context.withTenant(async (tx) => {
    const template = await findTemplate(tx, context.companyId, body.companyUserTemplateId, { lock: true });
    if (!template) throw templateNotFound();
    assertKindModule(context, template.kind);
    const [updated] = await tx
      .update(documentTemplates)
      .set({ name: body.name, language: body.language, updatedAt: new Date() })
      .where(and(eq(documentTemplates.companyId, context.companyId), eq(documentTemplates.id, template.id)))
      .returning();
    return readTemplateDetail(tx, updated!);
  });
  await deps.audit.record(context, {
    action: 'templates.template_updated',
    target: detail.companyUserTemplateId,
  });
  return detail;
};
