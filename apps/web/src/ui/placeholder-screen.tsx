import { Box, Button, Paper, SimpleGrid, Stack, Tabs, Text, Title, type TitleOrder } from '@mantine/core';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useOutlet, useResolvedPath } from 'react-router';
import type { ScreenId } from '../i18n/locales/en.ts';
import { useCanOpen } from './can-open.ts';

export interface ScreenTab {
  /** Child path segment, relative to this screen's own URL. */
  segment: string;
  screen: ScreenId;
}

export interface PlaceholderScreenProps {
  screen: ScreenId;
  /** Child screens offered as tabs (only those the person may open are shown). */
  tabs?: readonly ScreenTab[];
  /** Child routes open in a side panel beside this screen (template builder). */
  sidePanel?: boolean;
  /** With `sidePanel`: a link that opens the panel's child route while it is closed. */
  panelLink?: { segment: string; labelKey: string };
}

const DepthContext = createContext(0);

/**
 * Stand-in for a screen that a later issue builds: the translated title and one line saying the
 * screen is not available yet. Screens with children show them as tabs and render the child below
 * (or beside, with `sidePanel`), so the whole route table can be walked in the browser.
 */
export function PlaceholderScreen({
  screen,
  tabs = [],
  sidePanel = false,
  panelLink,
}: PlaceholderScreenProps) {
  const { t } = useTranslation();
  const depth = useContext(DepthContext);
  const outlet = useOutlet();
  const order = Math.min(2 + depth, 4) as TitleOrder;

  const header = (
    <Stack gap={4}>
      <Title order={order} data-screen={screen}>
        {t(`screens.${screen}`)}
      </Title>
      {outlet && !sidePanel ? null : (
        <Text c="dimmed" fz="sm">
          {t('placeholder.notAvailable')}
        </Text>
      )}
    </Stack>
  );

  const child = <DepthContext value={depth + 1}>{outlet}</DepthContext>;
  // A parent without tabs only frames its child (admin/users → list or profile): show the child.
  if (outlet && !sidePanel && tabs.length === 0) return <DepthContext value={depth}>{outlet}</DepthContext>;
  if (sidePanel) {
    return (
      <SimpleGrid cols={{ base: 1, md: outlet ? 2 : 1 }} spacing="lg">
        <Paper withBorder p="lg" component="section">
          <Stack gap="md" align="flex-start">
            {header}
            {panelLink && !outlet ? (
              <Button component={Link} to={panelLink.segment} variant="light">
                {t(panelLink.labelKey)}
              </Button>
            ) : null}
          </Stack>
        </Paper>
        {outlet ? child : null}
      </SimpleGrid>
    );
  }

  const body = (
    <Stack gap="lg">
      {header}
      {tabs.length > 0 ? <ScreenTabs tabs={tabs} /> : null}
      {outlet ? <Box>{child}</Box> : null}
    </Stack>
  );
  return depth === 0 ? (
    <Paper withBorder p="lg" component="section">
      {body}
    </Paper>
  ) : (
    <Box component="section">{body}</Box>
  );
}

function ScreenTabs({ tabs }: { tabs: readonly ScreenTab[] }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const visible = tabs
    .map((tab) => ({ ...tab, to: `${base}/${tab.segment}` }))
    .filter((tab) => canOpen(tab.to));
  const current = visible.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  if (visible.length === 0) return null;
  return (
    <Tabs
      value={current?.to ?? null}
      onChange={(to) => {
        if (to) void navigate(to);
      }}
    >
      <Tabs.List>
        {visible.map((tab) => (
          <Tabs.Tab key={tab.to} value={tab.to}>
            {t(`screens.${tab.screen}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
