import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/api-error.ts';
import { errorToast, TOAST_DURATION_MS } from './toasts.ts';

/** A short confirmation, top centre like every toast of the app (docs/product/error-texts-and-toasts.md timing). */
export function showDone(message: string): void {
  notifications.show({
    message,
    color: 'teal',
    position: 'top-center',
    autoClose: TOAST_DURATION_MS * 2,
    'data-toast': 'success',
  });
}

/** A failure: our sentence, then the server's own explanation when it gave one. */
export function showFailed(message: string, error: unknown): void {
  const detail = isApiError(error) && error.code !== 'NETWORK_ERROR' ? ` ${error.message}` : '';
  notifications.show({ ...errorToast(`${message}${detail}`), autoClose: TOAST_DURATION_MS * 3 });
}
