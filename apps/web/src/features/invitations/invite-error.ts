import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error.ts';

/** Where a refused invitation is shown: beside the e-mail field, or above the form. */
export interface InviteErrorText {
  email?: string;
  form?: string;
}

/** The server's refusal in the person's words: a taken or invalid address at the field. */
export function inviteErrorText(t: TFunction, error: unknown): InviteErrorText {
  if (isApiError(error)) {
    if (error.code === 'CONFLICT' || error.status === 409)
      return { email: t('invitations.errors.alreadyMember') };
    if (error.fieldMessage('body.email')) return { email: t('invitations.errors.emailInvalid') };
    if (error.status === 403) return { form: t('invitations.errors.forbidden') };
  }
  return { form: t('invitations.errors.failed') };
}
