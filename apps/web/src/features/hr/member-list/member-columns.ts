import { MEMBER_LIST_COLUMNS, type MemberListColumn } from '@atrium/contract/human-resources';

const STORAGE_KEY = 'atrium.hr.memberColumns';

/** What the list shows until the person chooses. */
const DEFAULT_COLUMNS: readonly MemberListColumn[] = ['email', 'department', 'role', 'status'];

/** The columns this browser chose last, in the list's order; the default when none or unreadable. */
export function readColumns(storage: Pick<Storage, 'getItem'> = localStorage): MemberListColumn[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored)) {
      return MEMBER_LIST_COLUMNS.filter((column) => stored.includes(column));
    }
  } catch {
    // an unreadable choice falls back to the default
  }
  return [...DEFAULT_COLUMNS];
}

export function saveColumns(
  columns: readonly MemberListColumn[],
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

/** The chosen columns in the list's fixed order. */
export const inListOrder = (columns: readonly string[]): MemberListColumn[] =>
  MEMBER_LIST_COLUMNS.filter((column) => columns.includes(column));
