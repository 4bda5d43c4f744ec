import { resolvedEndpointProblem } from '@atrium/push';
import type { Config } from '../../config.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import { webhookPolicy } from '../webhooks/webhook-policy.ts';

/**
 * Refuses, naming `body.url`, an address a webhook would be refused (decision 092): the same
 * guard against this machine and private networks, and the same setting for a test receiver.
 */
export async function checkChatAddress(
  url: string,
  config: Pick<Config, 'webhooksAllowLoopbackEndpoints'>,
): Promise<void> {
  const problem = await resolvedEndpointProblem(url, webhookPolicy(config));
  if (problem) {
    throw validationFailed('This address cannot receive chat messages.', [
      { path: 'body.url', message: problem },
    ]);
  }
}
