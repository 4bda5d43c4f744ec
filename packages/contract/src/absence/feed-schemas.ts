import { z } from 'zod';
import { instantOutSchema } from '../time-tracking/time-tracking-schemas.ts';

/** Whose absences a calendar feed holds: mine, my team's (my department and those I manage), the company's. */
export const FEED_SCOPES = ['mine', 'team', 'company'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

export const absenceFeedSchema = z.object({
  /** null: no feed; the member has none or revoked it. */
  feed: z
    .object({
      scope: z.enum(FEED_SCOPES),
      createdAt: instantOutSchema,
      lastReadAt: instantOutSchema.nullable(),
    })
    .nullable(),
  /** The scopes the member's rights allow now. */
  allowedScopes: z.array(z.enum(FEED_SCOPES)),
});
export type AbsenceFeed = z.infer<typeof absenceFeedSchema>;

export const absenceFeedBodySchema = z.object({ scope: z.enum(FEED_SCOPES) });

/** The secret address, shown once: the server keeps only its hash. */
export const absenceFeedCreatedSchema = z.object({
  scope: z.enum(FEED_SCOPES),
  url: z.url(),
});
