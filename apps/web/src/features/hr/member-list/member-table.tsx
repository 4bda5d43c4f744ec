import type { MemberListColumn, MemberListItem, MemberListSort } from '@atrium/contract/human-resources';
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MemberRow } from './member-row.tsx';

const SORTABLE: Partial<Record<MemberListColumn | 'name', MemberListSort>> = {
  name: 'name',
  email: 'email',
  position: 'position',
  department: 'department',
  role: 'role',
  status: 'status',
};

/** A page of the member list, sorted by the column whose header was pressed. */
export function MemberTable({
  members,
  columns,
  sort,
  direction,
  busy,
  onSort,
  canChangeStatusOf,
  isSelf,
  onDeactivate,
  onReactivate,
}: {
  members: readonly MemberListItem[];
  columns: MemberListColumn[];
  sort: MemberListSort;
  direction: 'asc' | 'desc';
  busy: boolean;
  onSort: (sort: MemberListSort) => void;
  canChangeStatusOf: (member: MemberListItem) => boolean;
  isSelf: (member: MemberListItem) => boolean;
  onDeactivate: (member: MemberListItem) => void;
  onReactivate: (member: MemberListItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {(['name', ...columns] as const).map((column) => (
              <HeaderCell
                key={column}
                label={t(`hr.column.${column}`)}
                sort={SORTABLE[column]}
                active={sort === SORTABLE[column]}
                direction={direction}
                onSort={onSort}
              />
            ))}
            <Table.Th>
              <VisuallyHidden>{t('hr.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <MemberRow
              key={member.companyMemberId}
              member={member}
              columns={columns}
              self={isSelf(member)}
              canChangeStatus={canChangeStatusOf(member)}
              onDeactivate={() => onDeactivate(member)}
              onReactivate={() => onReactivate(member)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HeaderCell({
  label,
  sort,
  active,
  direction,
  onSort,
}: {
  label: string;
  sort: MemberListSort | undefined;
  active: boolean;
  direction: 'asc' | 'desc';
  onSort: (sort: MemberListSort) => void;
}) {
  if (!sort) return <Table.Th>{label}</Table.Th>;
  return (
    <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sort)} fw={700} fz="sm">
        {label} {active ? (direction === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
