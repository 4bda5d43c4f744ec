import type { Translator } from '@atrium/contract/account';
import { users, type GlobalRole } from '../../db/schema/index.ts';

/** The most people a translator search answers. */
export const SEARCH_LIMIT = 50;

/** What a translator list shows of a person. */
export const translatorColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  globalRoles: users.globalRoles,
};

export function toTranslator(row: {
  userId: string;
  email: string | null;
  name: string | null;
  globalRoles: GlobalRole[];
}): Translator {
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    isTranslator: row.globalRoles.includes('TRANSLATOR'),
  };
}
