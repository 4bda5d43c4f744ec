import { TemplateKindScreen } from './template-kind-screen.tsx';

/** templates/user: templates about a member (needs HUMAN_RESOURCES). */
export function TemplatesUserScreen() {
  return <TemplateKindScreen screen="templates-user" />;
}
