import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../auth/session.ts';
import { signOut } from '../../auth/sign-out.ts';
import { useMyPicture } from '../../features/hr/my-record/use-my-picture.ts';
import { NavIcon } from '../../ui/nav-icons.tsx';

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [email[0]];
  return letters.join('').toUpperCase() || '?';
}

export function UserMenu() {
  const { t } = useTranslation();
  const claims = useSession();
  const label = claims ? claims.name || claims.email : t('shell.signedOut');
  const shown = claims ? initials(claims.name, claims.email) : null;
  const picture = useMyPicture();
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        {/* The visible initials are part of the name (WCAG 2.5.3 label in name). */}
        <UnstyledButton
          aria-label={`${t('shell.userMenu')}: ${label}${shown ? `, ${shown}` : ''}`}
          style={{ borderRadius: '50%' }}
        >
          {/* The picture is decoration beside the button's name, which already says who it is. */}
          <Avatar color="brand" radius="xl" size={34} src={picture} alt="">
            {shown ?? <NavIcon name="user" />}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {label}
          </Text>
          {claims?.name && claims.email ? (
            <Text fz="xs" c="dimmed" truncate>
              {claims.email}
            </Text>
          ) : null}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<NavIcon name="user" size={16} />}>
          {t('screens.account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/company-choose" leftSection={<NavIcon name="switch" size={16} />}>
          {t('shell.switchCompany')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<NavIcon name="logout" size={16} />}
          disabled={!signOut}
          onClick={signOut ? () => void signOut?.() : undefined}
        >
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
