import { getCompanyPeople } from '@atrium/contract/people';
import { ActionIcon, Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { MemberPicker } from '../../../ui/member-picker.tsx';
import { organizationErrorText } from '../organization-error.ts';
import type { OrganizationActions } from '../use-organization.ts';
import { authorizedFetch } from '../../../api/client.ts';

const PAGE = 50;

/** The people of one department (opened from the tree), with placement for admins. */
export function DepartmentMembers({
  departmentId,
  departmentName,
  canManage,
  actions,
}: {
  departmentId: string;
  departmentName: string;
  canManage: boolean;
  actions: OrganizationActions;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE);
  const [error, setError] = useState<string | null>(null);
  const people = useOperationQuery(getCompanyPeople, {
    query: { departmentId, pageSize: Math.min(shown, 100) },
  });
  const place = async (companyMemberId: string, target: string | null) => {
    setError(null);
    try {
      await actions.placeMember.mutateAsync({ params: { companyMemberId }, body: { departmentId: target } });
    } catch (failure) {
      setError(organizationErrorText(t, failure));
    }
  };

  return (
    <Stack gap="xs" pl="lg" py="xs">
      {people.isPending ? (
        <Loader size="xs" aria-label={t('organization.loading')} />
      ) : people.isError ? (
        <Text c="red" fz="sm">
          {t('organization.membersFailed')}
        </Text>
      ) : people.data.items.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('organization.noMembers')}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label={t('organization.membersOf', { name: departmentName })}>
          {people.data.items.map((person) => (
            <Group key={person.companyMemberId} gap="sm" wrap="nowrap" role="listitem">
              <PersonAvatar fetch={authorizedFetch} person={person} size="sm" />
              <Text fz="sm">{person.name}</Text>
              <Text fz="xs" c="dimmed">
                {person.position}
              </Text>
              {canManage ? (
                <ActionIcon
                  ml="auto"
                  variant="subtle"
                  color="gray"
                  aria-label={t('organization.unplace', { name: person.name })}
                  onClick={() => void place(person.companyMemberId, null)}
                >
                  ×
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          {people.data.total > people.data.items.length && shown < 100 ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setShown(100)}>
              {t('organization.showMore', { count: people.data.total - people.data.items.length })}
            </Button>
          ) : null}
        </Stack>
      )}
      {canManage ? (
        <MemberPicker
          label={t('organization.placeMember')}
          exclude={people.data?.items.map((person) => person.companyMemberId) ?? []}
          onPick={(person) => void place(person.companyMemberId, departmentId)}
        />
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
