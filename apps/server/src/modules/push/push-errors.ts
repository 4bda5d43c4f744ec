import { PushMessageError, PushServiceUnavailable, PushSubscriptionRefused } from '@atrium/push';
import { AppError, validationFailed } from '../../platform/errors/app-error.ts';

/** The push service's refusals as the API's errors: 400 naming the field, 503 when unreachable. */
export async function withPushErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PushSubscriptionRefused) {
      throw validationFailed('This push subscription cannot be used.', [
        { path: `body.${error.field}`, message: error.reason },
      ]);
    }
    if (error instanceof PushMessageError) {
      throw validationFailed('This notification cannot be sent.', [
        { path: error.field, message: error.reason },
      ]);
    }
    if (error instanceof PushServiceUnavailable) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The push notification service is not reachable.', {
        cause: error,
      });
    }
    throw error;
  }
}
