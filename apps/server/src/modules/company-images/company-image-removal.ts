import type {
  CompanyImageKind,
  removeCompanyCover,
  removeCompanyThumbnail,
} from '@atrium/contract/company-files';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { readCompanyImages, removeCompanyImage } from './company-image-queries.ts';

/**
 * Removes the thumbnail or the cover: the row in the tenant transaction, the bytes after it.
 * The handler of companies_RemoveThumbnail (remove-company-thumbnail.ts) and of
 * companies_RemoveCover (remove-company-cover.ts).
 */
export function companyImageRemoval(
  kind: CompanyImageKind,
): OperationHandler<typeof removeCompanyThumbnail | typeof removeCompanyCover> {
  return async ({ context, deps, request }) => {
    const { removed, images } = await context.withTenant(async (tx) => {
      const removed = await removeCompanyImage(tx, context.companyId, kind);
      return { removed, images: await readCompanyImages(tx, context.companyId) };
    });
    if (removed) {
      await deps.storage.delete(removed.storageKey).catch((error: unknown) => {
        request.log.warn({ err: error }, 'removing picture bytes failed');
      });
      await deps.audit.record(context, { action: `company.${kind}_removed`, target: removed.id });
    }
    return images;
  };
}
