import type { MemberListFilters } from '@atrium/contract/human-resources';
import {
  BULK_GENERATION_MAX_ITEMS,
  type BulkSelection,
  type BulkSelectionSummary,
} from '@atrium/contract/templates';
import type { Transaction } from '../../db/database.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { AppError, validationFailed } from '../../platform/errors/app-error.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { countMembers, selectMembers } from '../human-resources/member-list-query.ts';
import { memberVisibility } from '../human-resources/profile-opening.ts';
import { findDepartment, findDivision } from '../organization/organization-queries.ts';

/*
 * Who a bulk generation of a member template is for (docs/product/templates.md#choosing-who).
 * Everyone, a department, a division and a filter are the HR member list's own filters, counted
 * and listed by its query among the members the caller may open, so a run never reaches further
 * than the list the caller sees; the department or division is looked up through the
 * organisation's own reads, in the caller's company only.
 */

export type GroupSelection = Exclude<BulkSelection, { kind: 'members' }>;

/** Where a choice's fields are named in errors: `body.selection` or `query`. */
interface Paths {
  selection: string;
  id: string;
}

/** The department or division a choice names, 404 naming its field when it is not the company's. */
async function unitOf(tx: Transaction, context: MemberContext, selection: GroupSelection, paths: Paths) {
  if (selection.kind !== 'department' && selection.kind !== 'division') return null;
  try {
    if (selection.kind === 'department') {
      const department = await findDepartment(tx, context.companyId, selection.id);
      return { id: department.departmentId, name: department.name };
    }
    const division = await findDivision(tx, context.companyId, selection.id);
    return { id: division.divisionId, name: division.name };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', error.message, {
        fields: [{ path: paths.id, message: `names no ${selection.kind} of this company` }],
      });
    }
    throw error;
  }
}

/** The member list filters a choice stands for: active members, unless a filter says otherwise. */
function filtersOf(selection: GroupSelection): MemberListFilters {
  const order = { sort: 'name', direction: 'asc' } as const;
  switch (selection.kind) {
    case 'everyone':
      return { status: 'ACTIVE', ...order };
    case 'department':
      return { departmentId: selection.id, status: 'ACTIVE', ...order };
    case 'division':
      return { divisionId: selection.id, status: 'ACTIVE', ...order };
    case 'filter': {
      const { kind: _kind, ...filter } = selection;
      return { ...filter, ...order };
    }
  }
}

/** What a run records of its choice: only the filters that were set. */
function summaryFilter(selection: GroupSelection): BulkSelectionSummary['filter'] {
  if (selection.kind !== 'filter') return null;
  const { kind: _kind, ...filter } = selection;
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** A choice counted among the members the caller may see. */
export async function countGroup(
  tx: Transaction,
  context: MemberContext,
  selection: GroupSelection,
  paths: Paths,
) {
  const unit = await unitOf(tx, context, selection, paths);
  const filters = filtersOf(selection);
  const today = await companyToday(tx, context.companyId);
  const visible = await memberVisibility(tx, context);
  const people = await countMembers(tx, context, filters, today, visible);
  return { unit, filters, today, visible, people };
}

/**
 * The members of a choice other than members picked one by one, worked out now: 400 naming
 * `body.selection` when it covers nobody the caller may see or more people than one run makes.
 */
export async function resolveGroupSelection(
  tx: Transaction,
  context: MemberContext,
  selection: GroupSelection,
): Promise<{ ids: string[]; summary: BulkSelectionSummary }> {
  const paths = { selection: 'body.selection', id: 'body.selection.id' };
  const counted = await countGroup(tx, context, selection, paths);
  if (counted.people === 0) {
    throw validationFailed('This choice covers nobody you may generate documents for.', [
      { path: paths.selection, message: 'covers nobody you may generate documents for' },
    ]);
  }
  if (counted.people > BULK_GENERATION_MAX_ITEMS) {
    throw validationFailed(
      `This choice covers ${counted.people} people; one run makes at most ${BULK_GENERATION_MAX_ITEMS} documents.`,
      [
        {
          path: paths.selection,
          message: `covers ${counted.people} people; one run makes at most ${BULK_GENERATION_MAX_ITEMS} documents`,
        },
      ],
    );
  }
  const { items } = await selectMembers(tx, context, counted.filters, {
    today: counted.today,
    visible: counted.visible,
    limit: BULK_GENERATION_MAX_ITEMS,
  });
  return {
    ids: items.map((item) => item.companyMemberId),
    summary: {
      kind: selection.kind,
      unit: counted.unit,
      filter: summaryFilter(selection),
      people: items.length,
    },
  };
}
