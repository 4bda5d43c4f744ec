import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/api-error.ts';
import {
  applyServerFieldErrors,
  type FieldErrorTarget,
} from '../../../ui/forms/apply-server-field-errors.ts';

/** A refused save or delete that no field explains, shown above the form. */
export interface CatalogRefusal {
  title: 'saveFailed' | 'deleteRefused';
  message: string;
}

/**
 * Where a refused catalog change is shown: a field the server names carries its message (a name
 * taken by another entry reads as such), anything else is an alert above the form with the
 * server's message. Returns null when the fields explain it.
 */
export function catalogRefusal(
  t: TFunction,
  form: FieldErrorTarget,
  error: unknown,
  title: CatalogRefusal['title'],
): CatalogRefusal | null {
  const landed = applyServerFieldErrors(form, error, {
    messages: {
      name: (message, cause) => (cause.status === 409 ? t('timeTracking.validation.nameTaken') : message),
    },
  });
  if (landed) return null;
  return { title, message: isApiError(error) ? error.message : t(`timeTracking.catalog.${title}`) };
}
