import { resolvedEndpointProblem, type EndpointPolicy } from '@atrium/push';
import type { Config } from '../../config.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';

export function webhookPolicy(config: Pick<Config, 'webhooksAllowLoopbackEndpoints'>): EndpointPolicy {
  return { allowLoopback: config.webhooksAllowLoopbackEndpoints };
}

/** Refuses, naming `body.url`, an address web push would refuse too (decision 089). */
export async function checkWebhookAddress(
  url: string,
  config: Pick<Config, 'webhooksAllowLoopbackEndpoints'>,
): Promise<void> {
  const problem = await resolvedEndpointProblem(url, webhookPolicy(config));
  if (problem) {
    throw validationFailed('This address cannot receive webhooks.', [{ path: 'body.url', message: problem }]);
  }
}
