import { getOrganization } from '@atrium/contract/organization';
import { getCompanyPeople, PEOPLE_PAGE_SIZE_DEFAULT, type Person } from '@atrium/contract/people';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useNarrowContainer } from '../../ui/layout/use-narrow-container.ts';
import { InviteButton } from '../invitations/index.ts';
import { departmentOptions } from '../../ui/department-options.ts';
import { PersonAvatar } from '../../ui/person-avatar.tsx';
import { authorizedFetch } from '../../api/client.ts';

const SEARCH_DEBOUNCE_MS = 300;
/** Below this width the four columns would be cut off (e-mail first): the directory becomes cards. */
const TABLE_MIN_WIDTH = 720;

/** current-company-info/people: the company directory, searchable, filtered by department, paged. */
export function PeopleDirectory() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [departmentId, setDepartmentId] = useState('');
  const [page, setPage] = useState(1);
  const organization = useOperationQuery(getOrganization);
  const query = {
    page,
    pageSize: PEOPLE_PAGE_SIZE_DEFAULT,
    ...(debounced ? { search: debounced } : {}),
    ...(departmentId ? { departmentId } : {}),
  };
  const people = useOperationQuery(getCompanyPeople, { query }, { placeholderData: keepPreviousData });
  const filtered = Boolean(debounced || departmentId);
  const pages = people.data ? Math.max(1, Math.ceil(people.data.total / people.data.pageSize)) : 1;
  const { ref, narrow } = useNarrowContainer(TABLE_MIN_WIDTH);

  return (
    <Stack gap="md" ref={ref}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('people.search')}
          placeholder={t('people.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          type="search"
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('people.department')}
          data={departmentOptions(organization.data, {
            all: t('people.allDepartments'),
            unplaced: t('people.unplaced'),
            general: t('people.filterGroup'),
          })}
          value={departmentId}
          onChange={(value) => {
            setDepartmentId(value ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 260 }}
        />
        <Group gap="sm" ml="auto" align="center">
          {people.data ? (
            <Text c="dimmed" fz="sm" aria-live="polite">
              {t('people.count', { count: people.data.total })}
            </Text>
          ) : null}
          <InviteButton />
        </Group>
      </Group>

      {people.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('people.loading')} />
        </Center>
      ) : people.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            {t('people.loadFailed')}
            <Button size="compact-sm" variant="white" onClick={() => void people.refetch()}>
              {t('people.retry')}
            </Button>
          </Group>
        </Alert>
      ) : people.data.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={4}>
            <Text fw={600}>{filtered ? t('people.noMatchTitle') : t('people.emptyTitle')}</Text>
            <Text c="dimmed" fz="sm">
              {filtered ? t('people.noMatchText') : t('people.emptyText')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          {narrow ? (
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-busy={people.isFetching}
            >
              {people.data.items.map((person) => (
                <PersonCard key={person.companyMemberId} person={person} />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH}>
              <Table verticalSpacing="sm" highlightOnHover aria-busy={people.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('people.name')}</Table.Th>
                    <Table.Th>{t('people.department')}</Table.Th>
                    <Table.Th>{t('people.email')}</Table.Th>
                    <Table.Th>{t('people.phone')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {people.data.items.map((person) => (
                    <PersonRow key={person.companyMemberId} person={person} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': t(`people.pagination.${control}`),
                })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** One person on a narrow screen: everything the table row shows, stacked. */
function PersonCard({ person }: { person: Person }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={person.name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PersonAvatar fetch={authorizedFetch} person={person} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={500} fz="sm">
            {person.name}
          </Text>
          <Text c="dimmed" fz="xs">
            {[
              person.position ?? t('people.noPosition'),
              person.department?.name ?? t('people.unplaced'),
            ].join(' · ')}
          </Text>
          {person.email ? (
            // 24 px lines: the two links are touch targets one above the other (WCAG 2.5.8).
            <Anchor href={`mailto:${person.email}`} fz="sm" lh="24px" style={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Anchor>
          ) : null}
          {person.phoneNumber ? (
            <Anchor href={`tel:${person.phoneNumber.replace(/\s+/g, '')}`} fz="sm" lh="24px" c="inherit">
              {person.phoneNumber}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

function PersonRow({ person }: { person: Person }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar fetch={authorizedFetch} person={person} />
          <div>
            <Text fw={500} fz="sm">
              {person.name}
            </Text>
            <Text c="dimmed" fz="xs">
              {person.position ?? t('people.noPosition')}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        {person.department ? (
          <>
            <Text fz="sm">{person.department.name}</Text>
            <Text c="dimmed" fz="xs">
              {person.division?.name}
            </Text>
          </>
        ) : (
          <Text c="dimmed" fz="sm">
            {t('people.unplaced')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {person.email ? (
          <Anchor href={`mailto:${person.email}`} fz="sm">
            {person.email}
          </Anchor>
        ) : null}
      </Table.Td>
      <Table.Td>
        {person.phoneNumber ? (
          <Anchor href={`tel:${person.phoneNumber.replace(/\s+/g, '')}`} fz="sm" c="inherit">
            {person.phoneNumber}
          </Anchor>
        ) : (
          <Text c="dimmed" fz="sm">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
