import { and, eq, isNull } from 'drizzle-orm';
import type { deleteDetailSection } from '@atrium/contract/human-resources';
import { detailSections } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';

/** Archives a section: no profile shows it any more; its entries stay stored, as decision 067 keeps values. */
export const deleteDetailSectionHandler: OperationHandler<typeof deleteDetailSection> = async ({
  params,
  context,
  deps,
}) => {
  const removed = await context.withTenant((tx) =>
    tx
      .update(detailSections)
      .set({ archivedAt: new Date() })
      .where(
        and(
          eq(detailSections.companyId, context.companyId),
          eq(detailSections.id, params.sectionId),
          isNull(detailSections.archivedAt),
        ),
      )
      .returning({ id: detailSections.id }),
  );
  if (removed.length === 0) throw notFound('The section');
  await deps.audit.record(context, { action: 'hr.section_removed', target: params.sectionId });
};
