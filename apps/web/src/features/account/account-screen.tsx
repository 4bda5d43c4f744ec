import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../auth/session.ts';
import type { ScreenId } from '../../i18n/locales/en.ts';
import { useCanOpen } from '../../ui/can-open.ts';
import { NoCompanyCallout } from './no-company-callout.tsx';

const TABS: readonly { to: string; screen: ScreenId }[] = [
  { to: '/account/general-settings', screen: 'account-general-settings' },
  { to: '/account/profile', screen: 'account-profile' },
  { to: '/account/add-detail-section', screen: 'account-add-detail-section' },
  { to: '/account/api-tokens', screen: 'account-api-tokens' },
];

/** account: the person's own settings; people without a company are told how to get one. */
export function AccountScreen() {
  const { t } = useTranslation();
  const claims = useSession();
  const canOpen = useCanOpen();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = TABS.filter((tab) => canOpen(tab.to));
  const current = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));

  return (
    <Stack gap="lg" maw={880}>
      <Title order={2}>{t('screens.account')}</Title>
      {claims && !claims.companyMemberId ? <NoCompanyCallout /> : null}
      <Tabs
        value={current?.to ?? null}
        onChange={(to) => {
          if (to) void navigate(to);
        }}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.to} value={tab.to}>
              {t(`screens.${tab.screen}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
