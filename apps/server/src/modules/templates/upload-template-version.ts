import type { uploadTemplateVersion } from '@atrium/contract/templates';
import type { UploadHooks } from '../../platform/operations/module-operations.ts';
import { assertKindModule } from './template-access.ts';
import { findTemplate, templateFileUrl, templateNotFound } from './template-queries.ts';
import { addTemplateVersion, safeTemplateFile } from './template-versions.ts';

/** A new version of a template (companyUserTemplateId); the earlier ones stay as they are. */
export const uploadTemplateVersionHooks: UploadHooks<typeof uploadTemplateVersion> = {
  async validate(fields, { tx, request }) {
    const template = await findTemplate(tx, request.companyId, fields.companyUserTemplateId!);
    if (!template) throw templateNotFound();
    assertKindModule(request, template.kind);
  },
  transform: safeTemplateFile,
  async onComplete(file, fields, { tx, request, storage }) {
    const template = await findTemplate(tx, request.companyId, fields.companyUserTemplateId!, { lock: true });
    if (!template) throw templateNotFound();
    const version = await addTemplateVersion(tx, {
      companyId: request.companyId,
      templateId: template.id,
      kind: template.kind,
      fileId: file.id,
      fileSha256: file.sha256,
      data: await storage.get(file.storageKey),
      memberId: request.companyMemberId,
    });
    return {
      audit: {
        action: 'templates.version_added',
        target: template.id,
        details: { version, fileId: file.id },
      },
    };
  },
  urlFor: (file) => templateFileUrl(file.id),
};
