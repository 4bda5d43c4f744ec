import { Anchor, Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useResolvedPath } from 'react-router';
import { PersonAvatar } from '../people/person-avatar.tsx';
import { PictureControls } from './profile/picture-controls.tsx';
import { ProfileState } from './profile/profile-state.tsx';
import { useMemberProfile } from './profile/use-member-profile.ts';

const TABS = [
  { segment: 'personal-information', screen: 'admin-user-personal-information', part: 'personal' },
  { segment: 'employment-information', screen: 'admin-user-employment-information', part: 'employment' },
  { segment: 'other-information', screen: 'admin-user-other-information', part: 'personal' },
  { segment: 'administration', screen: 'admin-user-administration', part: 'administration' },
] as const;

/**
 * admin/users/profile/:companyMemberId: the member's name, role and status above the four tabs.
 * A tab whose part the caller may not view is not offered (the server refuses it as well).
 */
export function AdminUserProfileScreen() {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');

  if (!profile.data) return <ProfileState error={profile.error} onRetry={() => void profile.refetch()} />;
  const member = profile.data;
  const visible = TABS.filter((tab) => member.access[tab.part] !== 'none').map((tab) => ({
    ...tab,
    to: `${base}/${tab.segment}`,
  }));
  const current = visible.find((tab) => pathname.startsWith(tab.to));

  return (
    <Paper withBorder p="lg" component="section">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/users/list" fz="sm">
          {t('hr.profile.backToList')}
        </Anchor>
        <Group gap="md">
          <PersonAvatar person={member} size="lg" />
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
        {current ? <Outlet /> : <ProfileState error={{ status: 403 }} onRetry={() => undefined} />}
      </Stack>
    </Paper>
  );
}
