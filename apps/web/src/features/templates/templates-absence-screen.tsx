import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the templates work builds this screen (route: templates-absence). */
export function TemplatesAbsenceScreen() {
  return (
    <PlaceholderScreen
      screen="templates-absence"
      sidePanel
      panelLink={{ segment: 'template-builder', labelKey: 'templateBuilder.open' }}
    />
  );
}
