import { Burger, Button, Divider, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/index.ts';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { ProductMark } from '../../ui/product-mark.tsx';
import { useCurrentCompanyName } from '../../auth/current-company-name.ts';
import type { Language } from '../../i18n/languages.ts';
import { UserMenu } from './user-menu.tsx';
import { useSession } from '../../auth/session.ts';

const CompanyLogo = lazy(() => import('./company-logo.tsx'));

/** The sign-in runtime is its own chunk, loaded when the choice is made. */
const saveLanguageChoice = async (language: Language): Promise<void> =>
  (await import('../../auth/auth-runtime.ts')).saveLanguagePreference(language);

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
        <NotificationBell />
        <LanguageSwitcher onLanguageChosen={saveLanguageChoice} />
        <UserMenu />
      </Group>
    </Group>
  );
}
