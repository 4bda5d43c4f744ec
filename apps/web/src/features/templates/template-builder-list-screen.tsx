import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the templates work builds this screen (route: template-builder-list). */
export function TemplateBuilderListScreen() {
  return <PlaceholderScreen screen="template-builder-list" />;
}
