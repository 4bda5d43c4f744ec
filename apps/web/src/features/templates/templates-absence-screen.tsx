import { TemplateKindScreen } from './template-kind-screen.tsx';

/** templates/absence: templates about a leave request (needs ABSENCE). */
export function TemplatesAbsenceScreen() {
  return <TemplateKindScreen screen="templates-absence" />;
}
