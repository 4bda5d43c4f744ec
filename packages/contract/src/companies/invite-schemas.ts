import { z } from 'zod';

export const inviteRoleSchema = z.enum(['ADMIN', 'MEMBER']);
export type InviteRole = z.infer<typeof inviteRoleSchema>;

export const inviteStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED']);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** Days an invitation link stays valid. */
export const INVITE_VALID_DAYS = 7;

/** 32 random bytes, base64url without padding. */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not an invitation token');

/** Stored and compared in lower case: providers and people vary the case of addresses. */
export const inviteEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('is not an e-mail address').max(254));

export const createInviteBodySchema = z.object({
  email: inviteEmailSchema,
  role: inviteRoleSchema,
});

export const companyInviteSchema = z.object({
  inviteId: z.uuid(),
  email: z.string(),
  role: inviteRoleSchema,
  status: inviteStatusSchema,
  invitedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type CompanyInvite = z.infer<typeof companyInviteSchema>;

/**
 * A just-made invitation with its link, for the person who invites to pass on themselves (a
 * company without a mail server has no other way to reach the invitee). Only a hash of the link's
 * token is stored, so the link is answered here once; sending again makes a new one.
 */
export const createdInviteSchema = companyInviteSchema.extend({ link: z.url() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

export const inviteIdParamsSchema = z.object({ inviteId: z.uuid() });

export const inviteTokenBodySchema = z.object({ token: inviteTokenSchema });

/** What the invitee sees before answering. */
export const inviteDetailsSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: inviteRoleSchema,
  inviterName: z.string().nullable(),
  status: inviteStatusSchema,
  expired: z.boolean(),
  /** Whether the signed-in person's e-mail is the invited one (only they can answer). */
  emailMatches: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;

export const inviteResponseSchema = z.enum(['accept', 'decline']);

export const respondToInviteBodySchema = z.object({
  token: inviteTokenSchema,
  response: inviteResponseSchema,
});

export const respondToInviteResultSchema = z.object({
  status: z.enum(['ACCEPTED', 'DECLINED']),
  companyId: z.uuid(),
  /** The new membership when accepted; the web then chooses that company. */
  companyMemberId: z.uuid().nullable(),
});
