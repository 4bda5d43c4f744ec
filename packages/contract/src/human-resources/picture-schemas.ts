import { z } from 'zod';

export const memberPictureSchema = z.object({
  companyMemberId: z.uuid(),
  /** The picture's API path (fetched with the Bearer token), or null for initials. */
  pictureUrl: z.string().nullable(),
});
export type MemberPicture = z.infer<typeof memberPictureSchema>;

export const PICTURE_MAX_PIXELS = 512;
