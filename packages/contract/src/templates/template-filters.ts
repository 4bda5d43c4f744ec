/**
 * The filters a tag may carry after a bar, `{{member.fullName | upper}}` (docs/product/templates.md#tags).
 * A fixed set: nothing in a template is evaluated.
 */
export const TEMPLATE_FILTERS = ['upper', 'lower', 'capitalize'] as const;
export type TemplateFilter = (typeof TEMPLATE_FILTERS)[number];
