import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'user', screen: 'templates-user' },
  { segment: 'absence', screen: 'templates-absence' },
];

/** The templates frame (route: templates): its title and the two kinds as tabs, the chosen kind below. */
export function TemplatesScreen() {
  return <PlaceholderScreen screen="templates" tabs={TABS} />;
}
