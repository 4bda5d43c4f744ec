import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useResolvedPath } from 'react-router';

const SEGMENTS = ['overview', 'diagram'] as const;

/** current-company-info/organization: the overview and diagram tabs around the open one. */
export function OrganizationFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const current = SEGMENTS.find((segment) => pathname.startsWith(`${base}/${segment}`)) ?? null;
  return (
    <Stack gap="md">
      <Tabs
        value={current}
        onChange={(segment) => {
          if (segment) void navigate(`${base}/${segment}`);
        }}
        variant="pills"
      >
        <Tabs.List>
          {SEGMENTS.map((segment) => (
            <Tabs.Tab key={segment} value={segment}>
              {t(`screens.company-info-organization-${segment}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
