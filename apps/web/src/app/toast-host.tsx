import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_HOST_TRANSITION_MS } from '../ui/toasts.ts';

/**
 * Where toasts show (docs/product/error-texts-and-toasts.md: top centre, at most three at once).
 * Its own chunk, mounted by `AppProviders` with the first toast.
 */
export function ToastHost() {
  return (
    <Notifications
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      transitionDuration={TOAST_HOST_TRANSITION_MS}
      limit={3}
    />
  );
}
