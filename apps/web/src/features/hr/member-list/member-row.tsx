import type { MemberListColumn, MemberListItem } from '@atrium/contract/human-resources';
import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authorizedFetch } from '../../../api/client.ts';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';

/** One member of the list: their name to their profile, the chosen columns, deactivate or reactivate. */
export function MemberRow({
  member,
  columns,
  self,
  canChangeStatus,
  onDeactivate,
  onReactivate,
}: {
  member: MemberListItem;
  columns: readonly MemberListColumn[];
  self: boolean;
  canChangeStatus: boolean;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  const { t } = useTranslation();
  const profile = `/admin/users/profile/${member.companyMemberId}`;
  const cell = (column: MemberListColumn) => {
    switch (column) {
      case 'email':
        return member.email ?? '—';
      case 'phoneNumber':
        return member.phoneNumber ?? '—';
      case 'position':
        return member.position ?? '—';
      case 'department':
        return member.department?.name ?? t('hr.list.unplaced');
      case 'division':
        return member.division?.name ?? '—';
      case 'role':
        return [member.role, ...member.managerRoles].map((role) => t(`hr.role.${role}`)).join(', ');
      case 'status':
        return (
          <Badge
            color={member.status === 'ACTIVE' ? 'green' : 'gray'}
            variant="light"
            // A badge may shrink to its first letters in a narrow cell; it keeps its whole word.
            styles={{ root: { minWidth: 'max-content' } }}
          >
            {t(`hr.status.${member.status}`)}
          </Badge>
        );
      case 'employmentType':
        return member.employmentType ? t(`hr.employmentType.${member.employmentType}`) : '—';
      case 'startDate':
        return member.startDate ?? '—';
    }
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar fetch={authorizedFetch} person={member} size="sm" />
          <Anchor component={Link} to={profile} fz="sm" fw={500}>
            {member.name}
          </Anchor>
        </Group>
      </Table.Td>
      {columns.map((column) => (
        <Table.Td key={column} fz="sm">
          {cell(column)}
        </Table.Td>
      ))}
      <Table.Td>
        {canChangeStatus && !self ? (
          member.status === 'ACTIVE' ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDeactivate}
              aria-label={t('hr.list.deactivateLabel', { name: member.name })}
            >
              {t('hr.list.deactivate')}
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={onReactivate}
              aria-label={t('hr.list.reactivateLabel', { name: member.name })}
            >
              {t('hr.list.reactivate')}
            </Button>
          )
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
