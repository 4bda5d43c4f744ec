import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the translations work builds this screen (route: translations-manage-translators). */
export function TranslationsManageTranslatorsScreen() {
  return <PlaceholderScreen screen="translations-manage-translators" />;
}
