import type { GuardToast } from '@atrium/contract/guards';
import type { i18n as I18n } from 'i18next';
import { showAccessDenied, showModuleDenied } from '../ui/toasts.ts';

/** Turns a guard denial into the toast of docs/product/error-texts-and-toasts.md, with the module titles in the current language. */
export function showGuardToast(toast: GuardToast, i18n: I18n): void {
  if (toast.kind === 'access-denied') {
    showAccessDenied();
    return;
  }
  const titles = toast.moduleTitles.map((title, index) => {
    const module = toast.modules[index];
    return module ? i18n.t(`modules.${module}`, { defaultValue: title }) : title;
  });
  showModuleDenied(i18n.t(toast.messageKey), titles);
}
