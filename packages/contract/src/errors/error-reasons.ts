import { z } from 'zod';

/*
 * A refusal whose words carry values (dates, names, counts) also says what it means as a reason: an
 * interface key and its values. The web writes it in the reader's language, with dates in the
 * screen's format and things by name (docs/product/error-texts-and-toasts.md#text-for-people); the
 * message beside it stays the English text for other API clients. Each key listed here exists in
 * the web's locales with exactly these placeholders (a web test checks it).
 */
export const ERROR_REASONS = {
  'errors.reasons.overlapsRequest': ['from', 'to'],
  'errors.reasons.changeWithinRequest': ['from', 'to'],
  'errors.reasons.overlapsActivity': ['date', 'start', 'end', 'what'],
  'errors.reasons.overlapsRunningTimer': ['date', 'start', 'what'],
  'errors.reasons.timerAlreadyRunning': ['date', 'start', 'what'],
  'errors.reasons.endsOnStartDay': ['date'],
  'errors.reasons.payrollMonthNotEnded': [],
  'errors.reasons.payrollMonthClosed': [],
  'errors.reasons.payrollLaterMonthClosed': [],
  // A field the request schema refused, with the limit it broke (decision 081, "Amended").
  'validation.required': [],
  'validation.tooLong': ['max'],
  'validation.tooShort': ['min'],
  'validation.atMost': ['max'],
  'validation.atLeast': ['min'],
  'validation.email': [],
  'validation.date': [],
  'validation.invalid': [],
} as const satisfies Record<string, readonly string[]>;

export type ErrorReasonKey = keyof typeof ERROR_REASONS;

/** Values are text, numbers, or calendar days `YYYY-MM-DD` (written as a date by the reader's screen). */
export const errorReasonSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ErrorReason = z.infer<typeof errorReasonSchema>;

export function errorReason<Key extends ErrorReasonKey>(
  key: Key,
  values: Record<(typeof ERROR_REASONS)[Key][number], string | number>,
): ErrorReason {
  return { key, values };
}

/**
 * Machine text in a text meant for people: an ISO date (also with its time) or a UUID. A refusal
 * whose message has one must carry a reason; the browser tier fails a page that shows one.
 * A date or id inside an address, a file name or a parameter passes.
 *
 * Self-contained: the browser tier also runs it inside pages, from its source.
 */
export function machineTextIn(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /(?<![\w./=-])\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?(?![\w/-]|\.\w)/g,
    /(?<![\w./=-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w/-]|\.\w)/gi,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[0]);
  return found;
}
