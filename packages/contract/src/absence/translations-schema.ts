import { z } from 'zod';
import { NAME_MAX } from '../time-tracking/time-tracking-schemas.ts';

const translatedText = z
  .string()
  .trim()
  .min(1, `must be 1 to ${NAME_MAX} characters`)
  .max(NAME_MAX, `must be 1 to ${NAME_MAX} characters`);

/**
 * A name in the product's languages (docs/product/absence.md#leave-types): English always, Macedonian
 * and Albanian when given; a screen shows its language's text and falls back to English.
 */
export const translationsSchema = z.strictObject({
  en: translatedText,
  mk: translatedText.optional(),
  sq: translatedText.optional(),
});
export type Translations = z.infer<typeof translationsSchema>;
