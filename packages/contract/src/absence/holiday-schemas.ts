import { z } from 'zod';
import { countryCodeSchema } from '../company-profile/company-profile-schemas.ts';
import { calendarDateSchema } from '../time-tracking/time-tracking-schemas.ts';
import { translationsSchema } from './translations-schema.ts';

/** Years a company's holiday calendar covers (docs/product/absence-holidays.md). */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;
const yearMessage = `must be a year ${HOLIDAY_YEAR_MIN} to ${HOLIDAY_YEAR_MAX}`;

/** public: everyone has the day off; optional: a member may choose to take it. */
export const HOLIDAY_KINDS = ['public', 'optional'] as const;
/** library: as the holiday library gave it; manual: added or changed by ADMIN/OWNER. */
export const HOLIDAY_SOURCES = ['library', 'manual'] as const;

const holidayYearSchema = z
  .number(yearMessage)
  .int(yearMessage)
  .min(HOLIDAY_YEAR_MIN, yearMessage)
  .max(HOLIDAY_YEAR_MAX, yearMessage);

/** One day of a company's holiday calendar. */
export const publicHolidaySchema = z.object({
  holidayId: z.uuid(),
  country: z.string(),
  date: z.string(),
  names: z.object({ en: z.string(), mk: z.string().optional(), sq: z.string().optional() }),
  kind: z.enum(HOLIDAY_KINDS),
  source: z.enum(HOLIDAY_SOURCES),
  /** The date is a forecast until it is announced (the Bayrams); confirm it by editing the day. */
  estimated: z.boolean(),
  /** The weekend holiday this working day replaces; null for a holiday itself. */
  substituteFor: z.string().nullable(),
  /** Members see published days only; ADMIN/OWNER see the drafts too. */
  published: z.boolean(),
  /** An optional day the caller chose to take. */
  chosen: z.boolean(),
});
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

/** A year of one country, or of every country the company keeps when none is named. */
export const publicHolidaysQuerySchema = z.object({
  year: z.coerce
    .number(yearMessage)
    .int(yearMessage)
    .min(HOLIDAY_YEAR_MIN, yearMessage)
    .max(HOLIDAY_YEAR_MAX, yearMessage),
  country: countryCodeSchema.optional(),
});

/** Generate or publish a year; the country defaults to the company profile's. */
export const holidayYearBodySchema = z.object({
  year: holidayYearSchema,
  country: countryCodeSchema.optional(),
});

const holidayFields = {
  date: calendarDateSchema,
  names: translationsSchema,
  kind: z.enum(HOLIDAY_KINDS),
  estimated: z.boolean().default(false),
  substituteFor: calendarDateSchema.nullable().default(null),
};

/** The date lies in the calendar's years, and a substitute day comes after the holiday it replaces. */
function checkDay(day: { date: string; substituteFor: string | null }, context: z.RefinementCtx) {
  const year = Number(day.date.slice(0, 4));
  if (year < HOLIDAY_YEAR_MIN || year > HOLIDAY_YEAR_MAX) {
    context.addIssue({
      code: 'custom',
      path: ['date'],
      message: `must be in the years ${HOLIDAY_YEAR_MIN} to ${HOLIDAY_YEAR_MAX}`,
    });
  }
  if (day.substituteFor !== null && day.substituteFor >= day.date) {
    context.addIssue({ code: 'custom', path: ['substituteFor'], message: 'must be a day before the date' });
  }
}

/** What ADMIN/OWNER write when they change a day; a day they change is theirs from then on. */
export const publicHolidayChangesSchema = z.object(holidayFields).superRefine(checkDay);

/** A day added by hand; the country defaults to the company profile's. */
export const createPublicHolidayBodySchema = z
  .object({ ...holidayFields, country: countryCodeSchema.optional() })
  .superRefine(checkDay);

export const publicHolidayIdParamsSchema = z.object({ holidayId: z.uuid() });

/** What generating a year did, and the year's days afterwards. */
export const generatedHolidaysSchema = z.object({
  /** New days from the library, as drafts. */
  added: z.number().int(),
  /** Library days whose date or names the library changed since. */
  refreshed: z.number().int(),
  /** Days ADMIN/OWNER added or changed, left as they are. */
  kept: z.number().int(),
  /** Library days the library no longer has. */
  removed: z.number().int(),
  holidays: z.array(publicHolidaySchema),
});
export type GeneratedHolidays = z.infer<typeof generatedHolidaysSchema>;
