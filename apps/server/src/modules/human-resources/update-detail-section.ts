import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { updateDetailSection } from '@atrium/contract/human-resources';
import { detailEntries, detailFields, detailSections } from '../../db/schema/index.ts';
import { conflict, notFound, validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { checkSectionName, fieldRow } from './create-detail-section.ts';
import { sectionDefinition } from './section-definition-queries.ts';

/**
 * Saves a section and its whole field list: fields with an id are changed, new ones added, the
 * ones left out archived (their values stay in old entries, unseen). A field holding values keeps
 * its type, and a section where a member has several entries stays repeatable (decision 067).
 */
export const updateDetailSectionHandler: OperationHandler<typeof updateDetailSection> = async ({
  params,
  body,
  context,
  deps,
}) => {
  const section = await context.withTenant(async (tx) => {
    const [row] = await tx
      .select({ id: detailSections.id, repeatable: detailSections.repeatable })
      .from(detailSections)
      .where(
        and(
          eq(detailSections.companyId, context.companyId),
          eq(detailSections.id, params.sectionId),
          isNull(detailSections.archivedAt),
        ),
      )
      .for('update');
    if (!row) throw notFound('The section');
    await checkSectionName(tx, context.companyId, body.name, row.id);
    const current = await sectionDefinition(tx, context.companyId, row.id);
    const known = new Map(current.fields.map((field) => [field.fieldId, field]));
    body.fields.forEach((field, index) => {
      if (!field.fieldId) return;
      const stored = known.get(field.fieldId);
      if (!stored) {
        throw validationFailed('A field is not one of this section.', [
          { path: `body.fields.${index}.fieldId`, message: 'is not a field of this section' },
        ]);
      }
      if (stored.type !== field.type && stored.inUse) {
        throw conflict(`"${stored.label}" holds values, so its type cannot change.`, [
          { path: `body.fields.${index}.type`, message: 'holds values; its type cannot change' },
        ]);
      }
    });
    if (row.repeatable && !body.repeatable) {
      const [several] = await tx
        .select({ memberId: detailEntries.memberId })
        .from(detailEntries)
        .where(eq(detailEntries.sectionId, row.id))
        .groupBy(detailEntries.memberId)
        .having(sql`count(*) > 1`)
        .limit(1);
      if (several) {
        throw conflict('A member has several entries in this section.', [
          { path: 'body.repeatable', message: 'a member has several entries' },
        ]);
      }
    }
    await tx
      .update(detailSections)
      .set({
        name: body.name,
        description: body.description ?? null,
        tab: body.tab,
        repeatable: body.repeatable,
        specialCategory: body.specialCategory,
        updatedAt: new Date(),
      })
      .where(eq(detailSections.id, row.id));
    const kept = new Set(body.fields.flatMap((field) => (field.fieldId ? [field.fieldId] : [])));
    const dropped = current.fields.filter((field) => !kept.has(field.fieldId)).map((field) => field.fieldId);
    if (dropped.length > 0) {
      await tx
        .update(detailFields)
        .set({ archivedAt: new Date() })
        .where(and(eq(detailFields.sectionId, row.id), inArray(detailFields.id, dropped)));
    }
    const added = [];
    for (const [index, field] of body.fields.entries()) {
      const values = fieldRow(context.companyId, row.id, field, index);
      if (field.fieldId) {
        await tx
          .update(detailFields)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(detailFields.sectionId, row.id), eq(detailFields.id, field.fieldId)));
      } else {
        added.push(values);
      }
    }
    if (added.length > 0) await tx.insert(detailFields).values(added);
    return sectionDefinition(tx, context.companyId, row.id);
  });
  await deps.audit.record(context, {
    action: 'hr.section_changed',
    target: section.sectionId,
    details: { fields: section.fields.length },
  });
  return section;
};
