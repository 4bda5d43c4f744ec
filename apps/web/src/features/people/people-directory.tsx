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
import { departmentOptions } from './department-options.ts';
import { PersonAvatar } from './person-avatar.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

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

  return (
    <Stack gap="md">
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
        {people.data ? (
          <Text c="dimmed" fz="sm" ml="auto" aria-live="polite">
            {t('people.count', { count: people.data.total })}
          </Text>
        ) : null}
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
          <Table.ScrollContainer minWidth={720}>
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

function PersonRow({ person }: { person: Person }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar person={person} />
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
