import type { TemplateKind } from '@atrium/contract/templates';
import { useLocation } from 'react-router';

/** The kind the URL is under: /templates/user → member, /templates/absence → leave request (decision 006). */
export function useTemplateKind(): { kind: TemplateKind; base: string } {
  const { pathname } = useLocation();
  return pathname.startsWith('/templates/absence')
    ? { kind: 'leave_request', base: '/templates/absence' }
    : { kind: 'member', base: '/templates/user' };
}

/** The translation key of a catalogue tag's label: `member.fullName` → `member_fullName`, a loop item under its loop. */
export function tagLabelKey(tag: string, parent: string | null): string {
  return `templates.catalogue.labels.${[parent, tag].filter(Boolean).join('_').replace(/\./g, '_')}`;
}

/** A tag as it is written in a document. */
export const written = (tag: string) => `{{${tag}}}`;
