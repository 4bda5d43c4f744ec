import { notifications } from '@mantine/notifications';
import { errorToast, showToast } from '../../ui/toasts.ts';

export function showSuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: 1600 });
}

export function showError(message: string): void {
  showToast(errorToast(message));
}
