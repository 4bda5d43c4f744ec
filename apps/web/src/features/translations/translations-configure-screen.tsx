import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the translations work builds this screen (route: translations-configure). */
export function TranslationsConfigureScreen() {
  return <PlaceholderScreen screen="translations-configure" />;
}
