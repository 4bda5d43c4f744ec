import type { FastifyInstance } from 'fastify';
import {
  getCompanyImageFile,
  getCompanyImages,
  removeCompanyCover,
  removeCompanyThumbnail,
  uploadCompanyCover,
  uploadCompanyThumbnail,
  type CompanyImageKind,
} from '@atrium/contract/company-files';
import type { UploadOperationDefinition } from '@atrium/contract/uploads';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { registerOperation, type OperationHandler } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import { registerFileOperation } from '../../platform/uploads/register-file-operation.ts';
import { registerUploadOperation } from '../../platform/uploads/register-upload-operation.ts';
import type { UploadPath } from '../../platform/uploads/upload-types.ts';
import { uploadsPlatform } from '../../platform/uploads/uploads-platform.ts';
import {
  companyImageUrl,
  findCompanyImage,
  readCompanyImages,
  removeCompanyImage,
  setCompanyImage,
} from './company-image-queries.ts';

function imageUploadPath(operation: UploadOperationDefinition, kind: CompanyImageKind): UploadPath {
  return {
    operation,
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

/** Company thumbnail (logo) and cover: upload, removal, the image list and the image bytes. */
export async function registerCompanyImagesModule(app: FastifyInstance, platform: Platform): Promise<void> {
  const { storage } = await uploadsPlatform(app);
  await registerUploadOperation(app, imageUploadPath(uploadCompanyThumbnail, 'thumbnail'));
  await registerUploadOperation(app, imageUploadPath(uploadCompanyCover, 'cover'));

  const removal =
    (kind: CompanyImageKind): OperationHandler<typeof removeCompanyThumbnail | typeof removeCompanyCover> =>
    async ({ context }) => {
      const { removed, images } = await context.withTenant(async (tx) => {
        const removed = await removeCompanyImage(tx, context.companyId, kind);
        return { removed, images: await readCompanyImages(tx, context.companyId) };
      });
      if (removed) {
        await storage.delete(removed.storageKey).catch((error: unknown) => {
          app.log.warn({ err: error }, 'removing picture bytes failed');
        });
        await recordAudit(platform.database, {
          companyId: context.companyId,
          actorUserId: context.userId,
          action: `company.${kind}_removed`,
          target: removed.id,
          requestId: context.requestId,
        });
      }
      return images;
    };
  registerOperation(app, removeCompanyThumbnail, removal('thumbnail'));
  registerOperation(app, removeCompanyCover, removal('cover'));

  registerOperation(app, getCompanyImages, async ({ context }) =>
    context.withTenant((tx) => readCompanyImages(tx, context.companyId)),
  );

  await registerFileOperation(app, getCompanyImageFile, async ({ query, context }) => {
    const image = await context.withTenant((tx) => findCompanyImage(tx, context.companyId, query.kind));
    if (!image || (query.v !== undefined && query.v !== image.file.id)) throw notFound('The picture');
    return {
      file: image.file,
      disposition: 'inline',
      // A versioned path names one picture forever; an unversioned one must be revalidated.
      cacheControl: query.v ? 'private, max-age=300' : 'private, no-cache',
    };
  });
}
