import { describe, expect, it } from 'vitest';
import { rawCodeValuesIn, untranslatedIn } from './untranslated-texts.ts';

const shapes = {
  namespaces: ['notifications', 'screens', 'hr', 'templates'],
  groups: ['notifications.kinds', 'notifications.progress', 'hr.status'],
  placeholders: ['count', 'date', 'done', 'name', 'total'],
};

// The browser tier's watch on every page (docs/product/translations.md#what-the-checks-guarantee).
describe('untranslated text on a page', () => {
  it('finds a raw key of ours, whole or inside a label', () => {
    expect(untranslatedIn('notifications.kinds.templates.document_filed', shapes)).toEqual([
      'notifications.kinds.templates.document_filed',
    ]);
    expect(untranslatedIn('notifications.kinds.job.failed: E-mail', shapes)).toEqual([
      'notifications.kinds.job.failed',
    ]);
    expect(untranslatedIn('screens.newScreen', shapes)).toEqual(['screens.newScreen']);
  });

  it('finds an unfilled placeholder', () => {
    expect(untranslatedIn('{{done}} of {{total}}', shapes)).toEqual(['{{done}}', '{{total}}']);
    expect(untranslatedIn('Saved on {{ date, datetime }}', shapes)).toEqual(['{{ date, datetime }}']);
  });

  it.each([
    'ana.petrova@example.com',
    'notifications.team@example.com',
    'https://atrium.example.com/hr.status.pdf',
    'www.example.com',
    'report.final.docx',
    'hr.policy.pdf',
    'atrium.app',
    'v1.2.3',
    'Version 2.4.1 of the handbook.',
    'Upload a Word document with tags in double braces, for example {{member.firstName}}.',
    '{{#leave}} … {{/leave}}',
    '{{member.name | upper}}',
    // A custom section's field inside a loop: a template tag, not one of our placeholders.
    'Copied {{institution}}',
    'Ends the sentence. Next sentence.',
  ])('lets legitimate content pass: %s', (text) => {
    expect(untranslatedIn(text, shapes)).toEqual([]);
  });
});

describe('raw code values on a page', () => {
  it.each([
    ['Kind: special_category_read', ['special_category_read']],
    ['Status: pending_approval.', ['pending_approval']],
  ])('finds what people should not read: %s', (text, expected) => {
    expect(rawCodeValuesIn(text)).toEqual(expected);
  });

  it.each([
    'leave_report.csv',
    'first_name@example.com',
    '{{member.first_name}}',
    'https://atrium.example.com/files/leave_report',
    'Team-building day',
  ])('lets legitimate content pass: %s', (text) => {
    expect(rawCodeValuesIn(text)).toEqual([]);
  });
});
