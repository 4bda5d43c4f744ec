import { PlaceholderScreen, type ScreenTab } from '../../ui/placeholder-screen.tsx';

const TABS: readonly ScreenTab[] = [
  { segment: 'user', screen: 'templates-user' },
  { segment: 'absence', screen: 'templates-absence' },
];

/** Placeholder until the templates work builds this screen (route: templates). */
export function TemplatesScreen() {
  return <PlaceholderScreen screen="templates" tabs={TABS} />;
}
