import { z } from 'zod';
import { API_TOKEN_SCOPES } from './api-token-scopes.ts';

export const API_TOKEN_NAME_MAX = 80;
/** The longest a token may live: a forgotten token stops working within a year at most. */
export const API_TOKEN_MAX_DAYS = 366;
/** What every token starts with, so a leaked one is recognisable and never taken for a session. */
export const API_TOKEN_PREFIX = 'atr_pat_';

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

export const createApiTokenBodySchema = z.object({
  name: z.string().trim().min(1).max(API_TOKEN_NAME_MAX),
  scopes: z
    .array(apiTokenScopeSchema)
    .min(1, 'choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  /** The last day the token works (it stops at the end of that day, UTC). */
  expiresOn: z.iso.date(),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

export const apiTokenSchema = z.object({
  tokenId: z.uuid(),
  name: z.string(),
  /** The first characters of the token, enough to recognise it; never the rest. */
  hint: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const companyApiTokenSchema = apiTokenSchema.extend({
  ownerName: z.string(),
  ownerEmail: z.string(),
});
export type CompanyApiToken = z.infer<typeof companyApiTokenSchema>;

export const companyApiTokenListSchema = z.object({ tokens: z.array(companyApiTokenSchema) });
export type CompanyApiTokenList = z.infer<typeof companyApiTokenListSchema>;

/** The only answer that carries the whole token: it is stored hashed and cannot be shown again. */
export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenParamsSchema = z.object({ tokenId: z.uuid() });
