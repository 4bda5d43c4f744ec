import { Alert, Anchor, Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { PersonAvatar } from '../../ui/person-avatar.tsx';
import { PictureControls } from './profile/picture-controls.tsx';
import { ProfileState } from './profile/profile-state.tsx';
import { useMemberProfile } from './profile/use-member-profile.ts';
import { authorizedFetch } from '../../api/client.ts';

const TABS = [
  {
    segment: 'personal-information',
    screen: 'admin-user-personal-information',
    part: 'personal',
    tab: 'personal',
  },
  {
    segment: 'employment-information',
    screen: 'admin-user-employment-information',
    part: 'employment',
    tab: 'employment',
  },
  { segment: 'other-information', screen: 'admin-user-other-information', part: 'personal', tab: 'other' },
  {
    segment: 'administration',
    screen: 'admin-user-administration',
    part: 'administration',
    tab: 'administration',
  },
] as const;

/**
 * admin/users/profile/:companyMemberId: the member's name, role and status above the four tabs.
 * A tab is offered when the caller may view its built-in part or one of the company's sections on
 * it (the server leaves the rest out of the answer and refuses it as well).
 */
export function AdminUserProfileScreen() {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { companyMemberId = '' } = useParams();
  const base = `/admin/users/profile/${companyMemberId}`;

  if (!profile.data) return <ProfileState error={profile.error} onRetry={() => void profile.refetch()} />;
  const member = profile.data;
  const visible = TABS.filter(
    (tab) => member.access[tab.part] !== 'none' || member.sections.some((section) => section.tab === tab.tab),
  ).map((tab) => ({
    ...tab,
    to: `${base}/${tab.segment}`,
  }));
  const current = visible.find((tab) => pathname.startsWith(tab.to));
  // The profile opens on Personal information; where that tab is not offered, on the first that is.
  if (!current && visible[0]) return <Navigate to={visible[0].to} replace />;

  return (
    <Paper withBorder p="lg" component="section">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/users/list" fz="sm">
          {t('hr.profile.backToList')}
        </Anchor>
        <Group gap="md">
          <PersonAvatar fetch={authorizedFetch} person={member} size="lg" />
          <Stack gap={2}>
            <Title order={2} data-screen="admin-user-profile">
              {member.name}
            </Title>
            <Group gap="xs">
              {member.email ? (
                <Text c="dimmed" fz="sm">
                  {member.email}
                </Text>
              ) : null}
              <Badge variant="light">{t(`hr.role.${member.role}`)}</Badge>
              <Badge variant="light" color={member.status === 'ACTIVE' ? 'green' : 'gray'}>
                {t(`hr.status.${member.status}`)}
              </Badge>
            </Group>
            <PictureControls member={member} />
          </Stack>
        </Group>
        <Tabs value={current?.to ?? null} onChange={(to) => to && void navigate(to)}>
          <Tabs.List>
            {visible.map((tab) => (
              <Tabs.Tab key={tab.to} value={tab.to}>
                {t(`screens.${tab.screen}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {current ? (
          <Outlet />
        ) : (
          <Alert color="yellow" role="alert">
            {t('hr.profile.forbidden')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
