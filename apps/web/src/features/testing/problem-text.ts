import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error.ts';
import { PushNotAvailableError } from '../../pwa/push-subscription.ts';

/** What a failed diagnostic says to the person. */
export function problemText(error: unknown, t: TFunction): string {
  if (error instanceof PushNotAvailableError) return t(`testing.problem.${error.reason}`);
  if (isApiError(error) && error.code === 'RATE_LIMITED') return t('testing.problem.rateLimited');
  if (isApiError(error) && error.code === 'SERVICE_UNAVAILABLE') return t('testing.problem.serviceDown');
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') return t('testing.problem.refused');
  return t('testing.problem.failed');
}
