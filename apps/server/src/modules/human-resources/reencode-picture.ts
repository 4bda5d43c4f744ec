import sharp from 'sharp';
import { PICTURE_MAX_PIXELS } from '@atrium/contract/human-resources';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AssembledFile } from '../../platform/uploads/upload-types.ts';

/** Larger inputs are refused before decoding, so a small file cannot inflate to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A profile picture as stored (decision 069): decoded and drawn again as a square WebP of at most
 * PICTURE_MAX_PIXELS a side, turned upright by its orientation tag, with no metadata kept — no
 * GPS position, camera or author — and only the first frame of an animation.
 */
export async function reencodePicture(file: AssembledFile): Promise<AssembledFile> {
  let data: Buffer;
  try {
    data = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_MAX_PIXELS, PICTURE_MAX_PIXELS, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The picture could not be read.', {
      fields: [{ path: 'body.profilePhoto', message: 'could not be read as a picture' }],
    });
  }
  const base = file.fileName.replace(/\.[^.]*$/, '') || 'picture';
  return { data, contentType: 'image/webp', fileName: `${base}.webp` };
}
