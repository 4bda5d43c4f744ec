import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import { endpointProblem, guardedLookup, type EndpointPolicy } from '@atrium/push';

/** A receiver gets this long to answer; a slow one counts as a failed attempt. */
const TIMEOUT_MS = 10_000;
/** What is kept of a receiver's answer, for the deliveries list. */
const ANSWER_KEPT = 1000;

export interface WebhookAttempt {
  /** The receiver's status, or null when it could not be reached. */
  status: number | null;
  /** The start of its answer, or why it could not be reached. */
  answer: string;
}

/** Certificates of local stand-in receivers, trusted in tests only (set by the test that starts one). */
const testCertificates: string[] = [];
export function trustStandInCertificate(pem: string): void {
  testCertificates.push(pem);
}

/**
 * POSTs one signed delivery through the same outbound guard as web push
 * (docs/product/integrations.md#webhooks): https only, never this machine or a private or
 * link-local address, checked again here because a name's DNS answer may have changed since the
 * endpoint was registered.
 */
export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  policy: EndpointPolicy,
): Promise<WebhookAttempt> {
  const problem = endpointProblem(url, policy);
  if (problem) return Promise.resolve({ status: null, answer: `The address ${problem}.` });
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Atrium-Webhooks',
        },
        lookup: guardedLookup(policy),
        timeout: TIMEOUT_MS,
        ...(testCertificates.length > 0 ? { ca: [...rootCertificates, ...testCertificates] } : {}),
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < ANSWER_KEPT) answer += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? null, answer: answer.slice(0, ANSWER_KEPT) }),
        );
        response.on('error', (error) => resolve({ status: null, answer: error.message }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('The receiver did not answer in time.')));
    outgoing.on('error', (error) => resolve({ status: null, answer: error.message }));
    outgoing.end(body);
  });
}
