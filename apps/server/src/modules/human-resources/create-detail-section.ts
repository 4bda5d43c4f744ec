import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { createDetailSection, DetailSectionBody } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { detailFields, detailSections } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { sectionDefinition } from './section-definition-queries.ts';

/** 409 naming `body.name` when another live section of the company has this name (any case). */
export async function checkSectionName(
  tx: Transaction,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: detailSections.id })
    .from(detailSections)
    .where(
      and(
        eq(detailSections.companyId, companyId),
        isNull(detailSections.archivedAt),
        sql`lower(${detailSections.name}) = lower(${name})`,
        exceptId ? ne(detailSections.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict('Another section has this name.', [{ path: 'body.name', message: 'is taken' }]);
}

type FieldInput = DetailSectionBody['fields'][number];

/** A new field row of `sectionId` at `sortOrder`. */
export function fieldRow(companyId: string, sectionId: string, field: FieldInput, sortOrder: number) {
  return {
    companyId,
    sectionId,
    label: field.label,
    type: field.type,
    options: field.options ?? [],
    helpText: field.helpText ?? null,
    required: field.required ?? false,
    marksExpiry: field.expiry ?? false,
    sortOrder,
  };
}

/** Defines a section with its fields; it goes after the company's other sections. */
export const createDetailSectionHandler: OperationHandler<typeof createDetailSection> = async ({
  body,
  context,
  deps,
}) => {
  const section = await context.withTenant(async (tx) => {
    await checkSectionName(tx, context.companyId, body.name);
    const [last] = await tx
      .select({ sortOrder: sql<number>`coalesce(max(${detailSections.sortOrder}), -1)` })
      .from(detailSections)
      .where(and(eq(detailSections.companyId, context.companyId), isNull(detailSections.archivedAt)));
    const [created] = await tx
      .insert(detailSections)
      .values({
        companyId: context.companyId,
        name: body.name,
        description: body.description ?? null,
        tab: body.tab,
        repeatable: body.repeatable,
        specialCategory: body.specialCategory,
        sortOrder: Number(last?.sortOrder ?? -1) + 1,
      })
      .returning({ id: detailSections.id });
    await tx
      .insert(detailFields)
      .values(body.fields.map((field, index) => fieldRow(context.companyId, created!.id, field, index)));
    return sectionDefinition(tx, context.companyId, created!.id);
  });
  await deps.audit.record(context, {
    action: 'hr.section_created',
    target: section.sectionId,
    details: { fields: section.fields.length },
  });
  return section;
};
