import { getExpiringDocuments, type ExpiringDocument } from '@atrium/contract/human-resources';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { PersonAvatar } from '../../ui/person-avatar.tsx';
import { ExpiryBadge } from './documents/expiry-badge.tsx';
import { authorizedFetch } from '../../api/client.ts';

const WINDOWS = [7, 30, 90, 365] as const;

/** The profile route segment of each tab. */
const TAB_SEGMENT: Record<ExpiringDocument['tab'], string> = {
  personal: 'personal-information',
  employment: 'employment-information',
  other: 'other-information',
  administration: 'administration',
};

/**
 * admin/users/expiring-documents: documents that expire within the chosen days and those already
 * expired, each with its member and a link to the profile tab that holds it
 * (docs/product/human-resources.md#documents-that-expire). The server lists only what the viewer
 * may see.
 */
export function AdminUsersExpiringDocumentsScreen() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [withinDays, setWithinDays] = useState<number>(30);
  const expiring = useOperationQuery(
    getExpiringDocuments,
    { query: { withinDays } },
    { placeholderData: keepPreviousData },
  );
  const documents = expiring.data?.documents ?? [];

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/users/list" fz="sm">
        {t('hr.profile.backToList')}
      </Anchor>
      <Title order={2} data-screen="admin-users-expiring-documents">
        {t('screens.admin-users-expiring-documents')}
      </Title>
      <Text c="dimmed" fz="sm">
        {t('hr.documents.intro')}
      </Text>
      <Select
        label={t('hr.documents.within')}
        data={WINDOWS.map((days) => ({
          value: String(days),
          label: t('hr.documents.days', { count: days }),
        }))}
        value={String(withinDays)}
        allowDeselect={false}
        onChange={(value) => value && setWithinDays(Number(value))}
        w={{ base: '100%', sm: 220 }}
      />
      {expiring.error ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text fz="sm">{t('hr.documents.loadFailed')}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void expiring.refetch()}>
              {t('hr.documents.retry')}
            </Button>
          </Group>
        </Alert>
      ) : !expiring.data ? (
        <Loader size="sm" aria-label={t('hr.documents.loading')} />
      ) : documents.length === 0 ? (
        <Text fz="sm">{t('hr.documents.empty', { count: withinDays })}</Text>
      ) : (
        <>
          {/* A phone gets one card per document; the table's columns would not fit. */}
          <Stack gap="sm" hiddenFrom="sm">
            {documents.map((document) => (
              <Paper key={document.entryId} withBorder p="sm" radius="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2}>
                    <MemberLink document={document} />
                    <Text fz="sm">{document.label ?? document.sectionName}</Text>
                    <Text fz="xs" c="dimmed">
                      {document.label ? `${document.sectionName} · ` : ''}
                      {format.day(document.expiresOn)}
                    </Text>
                  </Stack>
                  <ExpiryBadge daysLeft={document.daysLeft} />
                </Group>
              </Paper>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={480} visibleFrom="sm">
            <Table verticalSpacing="sm" aria-label={t('screens.admin-users-expiring-documents')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('hr.documents.member')}</Table.Th>
                  <Table.Th>{t('hr.documents.document')}</Table.Th>
                  <Table.Th>{t('hr.documents.expiresOn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.map((document) => (
                  <Table.Tr key={document.entryId}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <PersonAvatar
                          fetch={authorizedFetch}
                          person={{ ...document, name: document.memberName }}
                          size="sm"
                        />
                        <Anchor
                          component={Link}
                          to={`/admin/users/profile/${document.companyMemberId}/${TAB_SEGMENT[document.tab]}`}
                          fz="sm"
                          fw={500}
                        >
                          {document.memberName}
                        </Anchor>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{document.label ?? document.sectionName}</Text>
                      {document.label ? (
                        <Text fz="xs" c="dimmed">
                          {document.sectionName}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                          {format.day(document.expiresOn)}
                        </Text>
                        <ExpiryBadge daysLeft={document.daysLeft} />
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

/** The member with their picture, opening the profile tab that holds the document. */
function MemberLink({ document }: { document: ExpiringDocument }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <PersonAvatar fetch={authorizedFetch} person={{ ...document, name: document.memberName }} size="sm" />
      <Anchor
        component={Link}
        to={`/admin/users/profile/${document.companyMemberId}/${TAB_SEGMENT[document.tab]}`}
        fz="sm"
        fw={500}
      >
        {document.memberName}
      </Anchor>
    </Group>
  );
}
