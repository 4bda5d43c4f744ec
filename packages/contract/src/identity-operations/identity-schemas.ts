import { z } from 'zod';

/**
 * The app's access token. docs/product/tokens-and-sign-in.md#sign-in-flow calls the token-id answer an "access token string"; the API
 * answers it wrapped as `{ token }`, the same shape as the refresh answer, so that one client
 * type handles both.
 */
export const tokenResponseSchema = z.object({
  token: z.string().describe('The API access token (JWT, at most 5 minutes); keep it in memory only'),
});

export const getTokenIdBodySchema = z
  .object({
    idToken: z
      .string()
      .min(1)
      .max(16_384)
      .optional()
      .describe('The provider ID token, when the client has one; identity claims are read from it'),
  })
  .strict();

export const chooseCompanyBodySchema = z.object({ companyId: z.uuid() }).strict();

export const clientSettingsSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  scope: z.string(),
  redirectPath: z.string(),
  postLogoutPath: z.string(),
  resource: z.string(),
});
