import {
  MEMBER_EXPORT_ROWS_MAX,
  MEMBER_LIST_COLUMNS,
  type exportMemberList,
  type MemberListColumn,
  type MemberListItem,
} from '@atrium/contract/human-resources';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { sendSpreadsheet } from '../../platform/spreadsheet/send-spreadsheet.ts';
import type { Cell } from '../../platform/spreadsheet/spreadsheet-cell.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { selectMembers } from './member-list-query.ts';
import { memberVisibility } from './profile-opening.ts';

const COLUMNS: Record<MemberListColumn, { header: string; cell: (item: MemberListItem) => Cell }> = {
  email: { header: 'E-mail', cell: (item) => item.email },
  phoneNumber: { header: 'Phone', cell: (item) => item.phoneNumber },
  position: { header: 'Position', cell: (item) => item.position },
  department: { header: 'Department', cell: (item) => item.department?.name ?? null },
  division: { header: 'Division', cell: (item) => item.division?.name ?? null },
  role: {
    header: 'Role',
    cell: (item) => [item.role, ...item.managerRoles].join(', '),
  },
  status: { header: 'Status', cell: (item) => item.status },
  employmentType: { header: 'Employment type', cell: (item) => item.employmentType },
  startDate: { header: 'Start date', cell: (item) => item.startDate },
};

/** The filtered list as a download, the chosen columns after Name, every cell neutralised. */
export const exportMemberListHandler: OperationHandler<typeof exportMemberList> = async ({
  query,
  context,
  reply,
}) => {
  const { format, columns = [...MEMBER_LIST_COLUMNS], ...filters } = query;
  const { items } = await context.withTenant(async (tx) =>
    selectMembers(tx, context, filters, {
      today: await companyToday(tx, context.companyId),
      visible: await memberVisibility(tx, context),
      limit: MEMBER_EXPORT_ROWS_MAX,
    }),
  );
  const chosen = [...new Set(columns)].map((column) => COLUMNS[column]);
  const header = ['Name', ...chosen.map((column) => column.header)];
  const rows = items.map((item) => [item.name, ...chosen.map((column) => column.cell(item))]);
  return sendSpreadsheet(reply, { format, name: 'members', sheet: 'Members', header, rows });
};
