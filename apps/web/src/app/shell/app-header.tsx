import { Burger, Button, Divider, Group, Text, ThemeIcon } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentCompanyName } from './current-company-name.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { NavIcon } from './nav-icons.tsx';
import { UserMenu } from './user-menu.tsx';
import { useSession } from '../../auth/session.ts';

const CompanyLogo = lazy(() => import('./company-logo.tsx'));

export function AppHeader({
  navbarOpened,
  onToggleNavbar,
}: {
  navbarOpened: boolean;
  onToggleNavbar: () => void;
}) {
  const { t } = useTranslation();
  const companyName = useCurrentCompanyName();
  const companyId = useSession()?.companyId ?? null;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggleNavigation')}
        />
        <Group
          renderRoot={(props) => <Link to="/" {...props} />}
          gap={10}
          wrap="nowrap"
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <ProductMark />
          <Text fw={700} fz="lg" lh={1}>
            {t('app.name')}
          </Text>
        </Group>
        <Divider orientation="vertical" mx={4} visibleFrom="xs" />
        <Button
          component={Link}
          to="/company-choose"
          variant="subtle"
          color="gray"
          size="compact-md"
          visibleFrom="xs"
          maw={280}
          rightSection={<NavIcon name="chevronDown" size={14} />}
          aria-label={`${t('shell.switchCompany')}: ${companyName ?? t('shell.noCompany')}`}
          title={t('shell.switchCompany')}
        >
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            {companyId && companyName ? (
              <Suspense fallback={null}>
                <CompanyLogo key={companyId} />
              </Suspense>
            ) : null}
            <Text
              c={companyName ? 'var(--mantine-color-text)' : 'dimmed'}
              fz="sm"
              fw={companyName ? 600 : 400}
              truncate
              data-testid="company-name"
            >
              {companyName ?? t('shell.noCompany')}
            </Text>
          </Group>
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitcher />
        <UserMenu />
      </Group>
    </Group>
  );
}

export function ProductMark({ size = 32 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="filled" aria-hidden="true">
      <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" fill="none">
        <path
          d="M4 20 12 4l8 16M8 13h8"
          stroke="currentColor"
          strokeWidth={2.4}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </ThemeIcon>
  );
}
