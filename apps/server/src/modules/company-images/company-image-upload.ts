import type { CompanyImageKind } from '@atrium/contract/company-files';
import type { UploadOperationDefinition } from '@atrium/contract/uploads';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { companyImageUrl, setCompanyImage } from './company-image-queries.ts';

/**
 * The thumbnail (logo) or cover upload: the new picture replaces the old one, whose bytes go
 * after commit. The hooks of companies_UploadThumbnail (upload-company-thumbnail.ts) and of
 * companies_UploadCover (upload-company-cover.ts).
 */
export function companyImageUploadHooks(kind: CompanyImageKind): UploadHooks<UploadOperationDefinition> {
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
