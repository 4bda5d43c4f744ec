import type { CanOpen } from '../../ui/can-open.ts';
import type { IconName } from '../../ui/nav-icons.tsx';

interface NavEntry {
  /** Candidate targets, best first; the entry links to the first one the person may open. */
  to: readonly string[];
  /** The entry is highlighted for paths under this one. */
  activeBase: string;
  labelKey: string;
  icon: IconName;
}

export interface NavSection {
  labelKey: string;
  entries: readonly NavEntry[];
}

const entry = (to: string | string[], labelKey: string, icon: IconName, activeBase?: string): NavEntry => {
  const targets = Array.isArray(to) ? to : [to];
  return { to: targets, activeBase: activeBase ?? targets[0] ?? '/', labelKey, icon };
};

/** Everything the navbar can offer; what a person sees is filtered with the guards. */
export const NAVIGATION: readonly NavSection[] = [
  {
    labelKey: 'shell.sections.work',
    entries: [
      entry('/', 'screens.home', 'clock'),
      entry('/statistics', 'screens.statistics', 'chart'),
      entry('/absence', 'screens.absence', 'calendar'),
      entry('/notifications', 'screens.notifications', 'bell'),
    ],
  },
  {
    labelKey: 'shell.sections.administration',
    entries: [
      entry('/admin/users', 'screens.admin-users', 'users'),
      entry('/admin/absence', 'screens.admin-absence', 'calendarCheck'),
      entry('/admin/clients', 'screens.admin-clients', 'briefcase'),
      entry(['/templates/user', '/templates/absence'], 'screens.templates', 'file', '/templates'),
    ],
  },
  {
    labelKey: 'shell.sections.company',
    entries: [
      entry('/current-company-info', 'screens.company-info', 'building'),
      entry('/current-company-info/settings', 'screens.company-info-settings', 'settings'),
    ],
  },
  {
    labelKey: 'shell.sections.translations',
    entries: [
      entry('/translations/configure-translations', 'screens.translations-configure', 'language'),
      entry('/translations/manage-translators', 'screens.translations-manage-translators', 'shield'),
    ],
  },
  {
    labelKey: 'shell.sections.system',
    entries: [entry('/mail-outbox', 'screens.mail-outbox', 'mail')],
  },
];

interface VisibleEntry extends NavEntry {
  href: string;
}

export interface VisibleSection {
  labelKey: string;
  entries: VisibleEntry[];
}

/** The sections and entries the person may open, each linked to its first open target. */
export function visibleNavigation(
  canOpen: CanOpen,
  navigation: readonly NavSection[] = NAVIGATION,
): VisibleSection[] {
  return navigation
    .map((section) => ({
      labelKey: section.labelKey,
      entries: section.entries.flatMap((candidate) => {
        const href = candidate.to.find((path) => canOpen(path));
        return href ? [{ ...candidate, href }] : [];
      }),
    }))
    .filter((section) => section.entries.length > 0);
}

/** Whether an entry is the current one; home only matches exactly. */
export function isActiveEntry(entryBase: string, pathname: string): boolean {
  if (entryBase === '/') return pathname === '/';
  return pathname === entryBase || pathname.startsWith(`${entryBase}/`);
}
