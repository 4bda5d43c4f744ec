import { Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../auth/session.ts';
import { signOut } from '../../auth/sign-out.ts';
import { NavIcon } from '../../ui/nav-icons.tsx';
import { UserButton } from './user-button.tsx';

/** The user menu itself: loaded by `UserMenu` when first wanted. */
export default function UserMenuDropdown({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const claims = useSession();
  const label = claims ? claims.name || claims.email : t('shell.signedOut');
  return (
    <Menu position="bottom-end" shadow="md" width={240} defaultOpened={opened}>
      <Menu.Target>
        <UserButton />
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
