import { Box, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCanOpen } from '../../ui/can-open.ts';
import { NavIcon } from '../../ui/nav-icons.tsx';
import { isActiveEntry, visibleNavigation } from './nav-items.ts';

/** Navigation of the screens the person may open, grouped by area. */
export function AppNavbar() {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const { pathname } = useLocation();
  const sections = visibleNavigation(canOpen);
  const active = sections
    .flatMap((section) => section.entries)
    .filter((entry) => isActiveEntry(entry.activeBase, pathname))
    .sort((a, b) => b.activeBase.length - a.activeBase.length)[0];

  return (
    <Box
      component="nav"
      aria-label={t('shell.navigation')}
      px="sm"
      py="md"
      h="100%"
      style={{ overflowY: 'auto' }}
    >
      <Stack gap="lg">
        {sections.map((section) => (
          <Stack key={section.labelKey} gap={2}>
            <Text
              component="h2"
              fz={11}
              fw={700}
              tt="uppercase"
              c="dimmed"
              px="sm"
              mb={4}
              style={{ letterSpacing: '0.06em' }}
            >
              {t(section.labelKey)}
            </Text>
            {section.entries.map((entry) => (
              <NavLink
                key={entry.labelKey}
                component={Link}
                to={entry.href}
                label={t(entry.labelKey)}
                leftSection={<NavIcon name={entry.icon} />}
                active={entry === active}
                aria-current={entry === active ? 'page' : undefined}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
