import type { uploadMemberImport } from '@atrium/contract/member-import';
import { validationFailed } from '../../../platform/errors/app-error.ts';
import type { UploadHooks } from '../../../platform/operations/module-operations.ts';

const csvOnly = () =>
  validationFailed('An import file must be a CSV file.', [
    { path: 'body.contentType', message: 'must be text/csv' },
  ]);

/**
 * The CSV of a member import, through the chunked uploads (docs/product/uploads.md). The stored
 * file belongs to nothing yet: the dry run and the run read it by id, the run removes it.
 */
export const uploadMemberImportHooks: UploadHooks<typeof uploadMemberImport> = {
  async validate(fields) {
    if (fields.contentType !== 'text/csv') throw csvOnly();
  },
  async onComplete(file) {
    if (file.contentType !== 'text/csv') throw csvOnly();
    return { audit: { action: 'hr.import_uploaded', target: file.id, details: { size: file.size } } };
  },
  urlFor: () => '/admin/users',
};
