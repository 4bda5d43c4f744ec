import type { SendOptions, SendResult } from '@atrium/push';

/**
 * What the rest of the server uses to send a web push notification to a person. The
 * implementation (push-delivery-client.ts) talks either to the push service embedded in this
 * process or to a separately running one (PUSH_SERVICE_URL); callers do not know which.
 *
 * The message is what a locked phone may show: a title and a short body with no personal
 * details, and a path of this app that a click opens.
 */
interface PushMessage {
  title: string;
  body: string;
  /** A path of this app (`/time-tracking`), opened when the notification is clicked. */
  url: string;
  /** Notifications with the same topic replace each other while still undelivered. */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  ttlSeconds?: number;
}

export interface PushDelivery {
  /**
   * Sends the message to every device the person subscribed while working in that company
   * (`companyId` null: in any company, for a person the company does not count as a member yet,
   * such as someone invited). `delivered` counts devices the push service accepted; `removed`
   * subscriptions reported gone (404/410) and deleted; `retry` the devices to try again later
   * (named by deviceIdOf, passed back as `options.devices`) and not before when; `failed` devices
   * whose push service refused the message for good.
   */
  sendToPerson(
    target: { userId: string; companyId: string | null },
    message: PushMessage,
    options?: SendOptions,
  ): Promise<SendResult>;
}
