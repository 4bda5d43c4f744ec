import {
  createPublicHolidayBodySchema,
  type HOLIDAY_KINDS,
  type PublicHoliday,
} from '@atrium/contract/absence';

/** The day form's values, shaped like the request body so the API's field paths land as they are. */
export interface PublicHolidayValues {
  date: string | null;
  names: { en: string; mk: string; sq: string };
  kind: (typeof HOLIDAY_KINDS)[number];
  estimated: boolean;
  substituteFor: string | null;
}

export function publicHolidayValues(holiday?: PublicHoliday): PublicHolidayValues {
  return {
    date: holiday?.date ?? null,
    names: { en: holiday?.names.en ?? '', mk: holiday?.names.mk ?? '', sq: holiday?.names.sq ?? '' },
    kind: holiday?.kind ?? 'public',
    estimated: holiday?.estimated ?? false,
    substituteFor: holiday?.substituteFor ?? null,
  };
}

/** An empty translation is no translation (the contract refuses an empty one). */
const translation = (text: string) => (text.trim() === '' ? undefined : text);

/** What the form sends, before the contract trims it. */
export function publicHolidayRequest(values: PublicHolidayValues) {
  return {
    ...values,
    date: values.date ?? '',
    names: { en: values.names.en, mk: translation(values.names.mk), sq: translation(values.names.sq) },
    substituteFor: values.substituteFor || null,
  };
}

/** The request body, trimmed; the same fields add a day and change one. */
export const publicHolidayBody = (values: PublicHolidayValues) =>
  createPublicHolidayBodySchema.parse(publicHolidayRequest(values));
