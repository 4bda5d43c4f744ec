import type {
  BulkMemberFilter,
  BulkSelection,
  BulkSelectionKind,
  BulkSelectionQuery,
  BulkSelectionSummary,
} from '@atrium/contract/templates';
import type { TFunction } from 'i18next';

/*
 * Who a bulk generation of a member template is for, as the screen holds it while it is chosen
 * (docs/product/templates.md#choosing-who): every field of every kind, so that going back to a
 * kind finds what was chosen there.
 */

export interface BulkChoice {
  kind: BulkSelectionKind;
  memberIds: string[];
  departmentId: string | null;
  divisionId: string | null;
  filter: { search: string } & Omit<BulkMemberFilter, 'search'>;
}

export const NO_CHOICE: BulkChoice = {
  kind: 'members',
  memberIds: [],
  departmentId: null,
  divisionId: null,
  filter: { search: '' },
};

/** The filter fields that are set; `search` as the count read it (debounced). */
function filterOf(choice: BulkChoice, search: string): BulkMemberFilter {
  const { search: _typed, ...rest } = choice.filter;
  return Object.fromEntries(
    Object.entries({ ...rest, search: search.trim() }).filter(([, value]) => Boolean(value)),
  ) as BulkMemberFilter;
}

/** The count's query, or null while the choice is members picked one by one or names no unit yet. */
export function countQueryOf(choice: BulkChoice, search: string): BulkSelectionQuery | null {
  switch (choice.kind) {
    case 'members':
      return null;
    case 'everyone':
      return { kind: 'everyone' };
    case 'department':
      return choice.departmentId ? { kind: 'department', id: choice.departmentId } : null;
    case 'division':
      return choice.divisionId ? { kind: 'division', id: choice.divisionId } : null;
    case 'filter':
      return { kind: 'filter', ...filterOf(choice, search) };
  }
}

/** What the run is started with: the same choice the count counted. */
export function selectionOf(choice: BulkChoice, search: string): BulkSelection | null {
  if (choice.kind === 'members') {
    return choice.memberIds.length > 0 ? { kind: 'members', ids: choice.memberIds } : null;
  }
  const query = countQueryOf(choice, search);
  if (!query) return null;
  const { kind, id, ...filter } = query;
  if (kind === 'department' || kind === 'division') return { kind, id: id! };
  if (kind === 'filter') return { kind, ...filter };
  return { kind };
}

/** "Department: Sales (12 people)": the choice a run was started with, as its result names it. */
export function choiceLine(t: TFunction, selection: BulkSelectionSummary): string {
  const name = selection.unit?.name ?? '';
  const choice = {
    members: () => t('templates.bulk.chosen.members'),
    everyone: () => t('templates.bulk.chosen.everyone'),
    department: () => t('templates.bulk.chosen.department', { name }),
    division: () => t('templates.bulk.chosen.division', { name }),
    filter: () => filterLine(t, selection.filter ?? {}),
  }[selection.kind]();
  const people = t('templates.bulk.people', { count: selection.people });
  return t('templates.bulk.chosenLine', { choice, people });
}

function filterLine(t: TFunction, filter: BulkMemberFilter): string {
  const parts = [
    filter.search ? t('templates.bulk.chosenSearch', { search: filter.search }) : null,
    filter.status ? t(`hr.status.${filter.status}`) : null,
    filter.role ? t(`hr.role.${filter.role}`) : null,
    filter.employmentType ? t(`hr.employmentType.${filter.employmentType}`) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0
    ? t('templates.bulk.chosen.filter', { filter: parts.join(', ') })
    : t('templates.bulk.chosen.filterNone');
}
