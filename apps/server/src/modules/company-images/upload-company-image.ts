import type { CompanyImageKind } from '@atrium/contract/company-files';
import type { UploadOperationDefinition } from '@atrium/contract/uploads';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { companyImageUrl, setCompanyImage } from './company-image-queries.ts';

/**
 * The thumbnail (logo) or cover upload: the new picture replaces the old one, whose bytes go
 * after commit. Serves companies_UploadCompanyThumbnail and companies_UploadCompanyCover.
 */
export function uploadCompanyImageHooks(kind: CompanyImageKind): UploadHooks<UploadOperationDefinition> {
  return {
    async onComplete(file, _fields, { tx, request, storage }) {
      const replacedKey = await setCompanyImage(tx, request.companyId, kind, file.id);
      return {
        ...(replacedKey ? { afterCommit: () => storage.delete(replacedKey) } : {}),
        audit: {
          action: `company.${kind}_uploaded`,
          target: file.id,
          details: { size: file.size, contentType: file.contentType, replaced: replacedKey !== null },
        },
      };
    },
    urlFor: (file) => companyImageUrl(kind, file.id),
  };
}
