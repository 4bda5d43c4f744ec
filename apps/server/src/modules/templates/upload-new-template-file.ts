import type { uploadNewTemplateFile } from '@atrium/contract/templates';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { templateFileUrl } from './template-queries.ts';
import { safeTemplateFile } from './template-versions.ts';

/**
 * The file of a new template: checked and kept; templates_CreateTemplate then names it, with
 * the kind and language the form chose (docs/decisions/074-templates-design.md).
 */
export const uploadNewTemplateFileHooks: UploadHooks<typeof uploadNewTemplateFile> = {
  transform: safeTemplateFile,
  onComplete: async (file) => ({
    audit: { action: 'templates.file_uploaded', target: file.id, details: { size: file.size } },
  }),
  urlFor: (file) => templateFileUrl(file.id),
};
