import { i18n } from '../i18n/i18n.ts';
import { errorToast, showToast, type ShowToast } from './toasts.ts';

/*
 * While the database is unreachable every API call answers 503 SERVICE_UNAVAILABLE (with
 * Retry-After). Instead of each screen's generic error, the person is told once that the service
 * is briefly unavailable; a screen full of failing queries does not stack a toast per query.
 */

const QUIET_MS = 10_000;

export function createServiceUnavailableNotice(show: ShowToast, now: () => number = Date.now) {
  let lastShown = Number.NEGATIVE_INFINITY;
  /** Shows the toast, at most once per quiet period. */
  const showOnce = (): void => {
    if (now() - lastShown < QUIET_MS) return;
    lastShown = now();
    show(errorToast(i18n.t('serviceStatus.unavailable')));
  };
  return {
    show: showOnce,
    /** Passes an API answer through, noticing a 503 on the way. */
    notice: (response: Response): Response => {
      if (response.status === 503) showOnce();
      return response;
    },
  };
}

export const serviceUnavailable = createServiceUnavailableNotice(showToast);
