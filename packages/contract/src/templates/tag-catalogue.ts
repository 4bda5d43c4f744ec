import type { TagCatalogueEntry, TemplateKind } from './templates-schemas.ts';

/** Values about the member (docs/product/templates.md#tags); the web names each in the interface language. */
export const MEMBER_TAGS = [
  'member.fullName',
  'member.givenName',
  'member.middleName',
  'member.familyName',
  'member.email',
  'member.workPhone',
  'member.birthDate',
  'member.citizenship',
  'member.address',
  'member.position',
  'member.department',
  'member.manager',
  'member.employmentType',
  'member.contractType',
  'member.weeklyHours',
  'member.startDate',
  'member.endDate',
  'member.contractEndDate',
] as const;

export const COMPANY_TAGS = ['company.name', 'company.address', 'company.country'] as const;

export const SYSTEM_TAGS = ['system.today', 'system.generatedBy'] as const;

export const LEAVE_TAGS = [
  'leave.type',
  'leave.startDate',
  'leave.endDate',
  'leave.days',
  'leave.hours',
  'leave.state',
  'leave.comment',
  'leave.requestedOn',
  'leave.decidedOn',
] as const;

/** Loops of a leave request and the fields of their items. */
export const LEAVE_LOOPS = {
  'leave.dayList': ['date', 'hours'],
  'leave.approvers': ['name', 'decision', 'decidedOn'],
} as const;

const value = (tag: string, group: TagCatalogueEntry['group']): TagCatalogueEntry => ({
  tag,
  group,
  loop: false,
  parent: null,
  label: null,
});

/** The built-in tags of a kind; the company's HR detail sections are added by the server. */
export function builtinTags(kind: TemplateKind): TagCatalogueEntry[] {
  const tags = [
    ...MEMBER_TAGS.map((tag) => value(tag, 'member')),
    ...COMPANY_TAGS.map((tag) => value(tag, 'company')),
  ];
  if (kind === 'leave_request') {
    tags.push(...LEAVE_TAGS.map((tag) => value(tag, 'leave')));
    for (const [loop, fields] of Object.entries(LEAVE_LOOPS)) {
      tags.push({ tag: loop, group: 'leave', loop: true, parent: null, label: null });
      tags.push(...fields.map((field) => ({ ...value(field, 'leave'), parent: loop })));
    }
  }
  tags.push(...SYSTEM_TAGS.map((tag) => value(tag, 'system')));
  return tags;
}
