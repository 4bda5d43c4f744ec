import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { InteractionDetails } from './interaction-kit.ts';

export async function finishConsent(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  details: InteractionDetails,
) {
  // Only statically configured first-party clients exist, so consent is implicit: grant what the
  // request asked for (OIDC scopes, claims and the resource server's scopes).
  const { prompt, params, session, grantId } = details;
  const promptDetails = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  if (!grant) throw new Error('grant not found');
  if (promptDetails.missingOIDCScope) grant.addOIDCScope(promptDetails.missingOIDCScope.join(' '));
  if (promptDetails.missingOIDCClaims) grant.addOIDCClaims(promptDetails.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(promptDetails.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const savedId = await grant.save();
  const result: InteractionResults = { consent: { grantId: savedId } };
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
}
