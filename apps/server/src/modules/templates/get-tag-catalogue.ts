import type { getTagCatalogue } from '@atrium/contract/templates';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readCatalogueSections, tagCatalogue } from './tag-catalogue.ts';
import { assertKindModule } from './template-access.ts';

/** The tags a template of one kind may use, the company's own sections' fields among them. */
export const getTagCatalogueHandler: OperationHandler<typeof getTagCatalogue> = async ({
  query,
  context,
}) => {
  assertKindModule(context, query.kind);
  return context.withTenant(async (tx) =>
    tagCatalogue(query.kind, await readCatalogueSections(tx, context.companyId)),
  );
};
