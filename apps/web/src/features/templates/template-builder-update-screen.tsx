import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the templates work builds this screen (route: template-builder-update). */
export function TemplateBuilderUpdateScreen() {
  return <PlaceholderScreen screen="template-builder-update" />;
}
