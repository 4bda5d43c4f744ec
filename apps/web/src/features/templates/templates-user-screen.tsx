import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the templates work builds this screen (route: templates-user). */
export function TemplatesUserScreen() {
  return (
    <PlaceholderScreen
      screen="templates-user"
      sidePanel
      panelLink={{ segment: 'template-builder', labelKey: 'templateBuilder.open' }}
    />
  );
}
