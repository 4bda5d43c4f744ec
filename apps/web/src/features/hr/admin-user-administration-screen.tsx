import { getRecordAudit } from '@atrium/contract/human-resources';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { ChangeValue } from './profile/change-value.tsx';
import { MemberSections } from './profile/member-sections.tsx';
import { ProfileState } from './profile/profile-state.tsx';
import { ProposalReview } from './profile/proposal-review.tsx';
import { useMemberProfile } from './profile/use-member-profile.ts';

/**
 * admin/users/profile/:id/administration: role, status and what the viewer may do, and for
 * owners and admins the member's pending proposals and the record's history.
 */
export function AdminUserAdministrationScreen() {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  if (!profile.data) return <ProfileState error={profile.error} onRetry={() => void profile.refetch()} />;
  const member = profile.data;
  const admin = member.access.specialCategory === 'edit';
  // Administration at "none" (a section rule alone opened the tab): only the tab's sections show.
  if (member.access.administration === 'none') {
    return <MemberSections sections={member.sections} tab="administration" />;
  }
  return (
    <Stack gap="lg">
      <Table maw={520}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('hr.column.role')}</Table.Th>
            <Table.Td>{t(`hr.role.${member.role}`)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('hr.column.status')}</Table.Th>
            <Table.Td>{t(`hr.status.${member.status}`)}</Table.Td>
          </Table.Tr>
          {(['personal', 'specialCategory', 'employment', 'administration'] as const).map((part) => (
            <Table.Tr key={part}>
              <Table.Th>{t(`hr.access.${part}`)}</Table.Th>
              <Table.Td>
                <Badge variant="light">{t(`hr.accessLevel.${member.access[part]}`)}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <MemberSections sections={member.sections} tab="administration" />
      {admin ? (
        <>
          <Stack gap="xs">
            <Title order={3}>{t('hr.proposals.title')}</Title>
            <ProposalReview companyMemberId={member.companyMemberId} />
          </Stack>
          <Stack gap="xs">
            <Title order={3}>{t('hr.audit.title')}</Title>
            <RecordAudit companyMemberId={member.companyMemberId} />
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

function RecordAudit({ companyMemberId }: { companyMemberId: string }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const audit = useOperationQuery(getRecordAudit, { params: { companyMemberId } });
  if (!audit.data || audit.data.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('hr.audit.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hr.audit.when')}</Table.Th>
            <Table.Th>{t('hr.audit.who')}</Table.Th>
            <Table.Th>{t('hr.audit.what')}</Table.Th>
            <Table.Th>{t('hr.audit.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audit.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{format.day(entry.createdAt.slice(0, 10))}</Table.Td>
              <Table.Td>{entry.actorName ?? '—'}</Table.Td>
              <Table.Td>
                {t(`hr.audit.kind.${entry.kind}`, {
                  section: t(`hr.section.${entry.section}`, { defaultValue: entry.section }),
                })}
              </Table.Td>
              <Table.Td>
                {entry.details.changes
                  ? Object.entries(
                      entry.details.changes as Record<string, { from: unknown; to: unknown }>,
                    ).map(([field, change]) => (
                      <Text key={field} fz="xs" component="div">
                        {t(`hr.field.${field}`, { defaultValue: field })}:{' '}
                        <ChangeValue field={field} value={change.from} /> →{' '}
                        <ChangeValue field={field} value={change.to} />
                      </Text>
                    ))
                  : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
