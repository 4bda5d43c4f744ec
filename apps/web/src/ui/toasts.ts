import { notifications, type NotificationData } from '@mantine/notifications';

/** Exact texts of docs/product/error-texts-and-toasts.md. They are product strings with fixed wording, not translated. */
export const ToastMessages = {
  SESSION_EXPIRED: 'Login Session Expired! Please Log In Again!',
  SERVER_NOT_CONNECTED: 'Server Not Connected! Please Try Again Later!',
  ACCESS_DENIED: 'Access Denied',
  OPENID_NOT_RESPONDING: 'OpenId Server Not responding. Please try again later',
  OPENID_MISCONFIGURED: 'OpenId Server Misconfigured. Please try again later',
} as const;

/** Logged only, never shown (docs/product/error-texts-and-toasts.md). */
export const BAD_LINK_LOG_MESSAGE = 'Bad link!';

/** docs/product/limits-and-formats.md#timings: toasts stay 1600 ms and fade in 400 ms, 800 ms for the module denial. */
export const TOAST_DURATION_MS = 1600;
export const TOAST_FADE_MS = 400;
export const MODULE_DENIED_FADE_MS = 800;
/**
 * The `<Notifications>` host must keep a toast mounted for the longest fade.
 * @alias of MODULE_DENIED_FADE_MS today; a separate name because it must follow the longest fade.
 */
export const TOAST_HOST_TRANSITION_MS = MODULE_DENIED_FADE_MS;

/**
 * A toast as docs/product/error-texts-and-toasts.md describes it: top centre, error style, hides after 1600 ms, fades (opacity
 * only, no slide) over `fadeMs`.
 */
export function errorToast(message: string, fadeMs: number = TOAST_FADE_MS): NotificationData {
  const fade = `${fadeMs}ms`;
  return {
    message,
    color: 'red',
    position: 'top-center',
    autoClose: TOAST_DURATION_MS,
    withCloseButton: false,
    role: 'alert',
    'data-toast': 'error',
    style: { transform: 'none', transitionDuration: `${fade}, ${fade}, ${fade}` },
  };
}

/** The module-denied message: the translated key, then the module titles (docs/product/error-texts-and-toasts.md#module-denied). */
export function moduleDeniedMessage(translatedPrefix: string, moduleTitles: readonly string[]): string {
  return `${translatedPrefix} ${moduleTitles.join(', ')}`.trim();
}

export function moduleDeniedToast(
  translatedPrefix: string,
  moduleTitles: readonly string[],
): NotificationData {
  return errorToast(moduleDeniedMessage(translatedPrefix, moduleTitles), MODULE_DENIED_FADE_MS);
}

export type ShowToast = (toast: NotificationData) => void;

export const showToast: ShowToast = (toast) => {
  notifications.show(toast);
};

export const showSessionExpired = (): void => showToast(errorToast(ToastMessages.SESSION_EXPIRED));
export const showServerNotConnected = (): void => showToast(errorToast(ToastMessages.SERVER_NOT_CONNECTED));
export const showAccessDenied = (): void => showToast(errorToast(ToastMessages.ACCESS_DENIED));
export const showOpenIdNotResponding = (): void => showToast(errorToast(ToastMessages.OPENID_NOT_RESPONDING));
export const showOpenIdMisconfigured = (): void => showToast(errorToast(ToastMessages.OPENID_MISCONFIGURED));
export const showModuleDenied = (translatedPrefix: string, moduleTitles: readonly string[]): void =>
  showToast(moduleDeniedToast(translatedPrefix, moduleTitles));
