import { z } from 'zod';

export const PEOPLE_PAGE_SIZE_MAX = 100;
export const PEOPLE_PAGE_SIZE_DEFAULT = 25;
export const PEOPLE_SEARCH_MAX = 100;

/** The department filter of the directory: a department, or people placed in none. */
export const UNPLACED = 'unplaced';

export const peopleQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PEOPLE_PAGE_SIZE_MAX).default(PEOPLE_PAGE_SIZE_DEFAULT),
  /**
   * Matches the start of the full name, the given or family name, the e-mail address or the
   * position, ignoring case.
   */
  search: z.string().trim().max(PEOPLE_SEARCH_MAX).optional(),
  departmentId: z.union([z.uuid(), z.literal(UNPLACED)]).optional(),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

const placeSchema = z.object({ id: z.uuid(), name: z.string() });

/** One person of the company directory. */
export const personSchema = z.object({
  companyMemberId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  position: z.string().nullable(),
  department: placeSchema.nullable(),
  division: placeSchema.nullable(),
  /** One or two letters for the avatar. */
  initials: z.string(),
  /** The profile picture, once pictures exist; null shows the initials. */
  pictureUrl: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const peoplePageSchema = z.object({
  items: z.array(personSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;
