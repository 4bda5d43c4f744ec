import { describe, expect, it } from 'vitest';
import { readOwnDocx } from './docx-archive.ts';
import { docxParagraphs, minimalDocx } from './minimal-docx.ts';
import { tagCatalogue } from './tag-catalogue.ts';
import { renderTemplate } from './template-engine.ts';
import { suggestTag, templateReport } from './template-report.ts';

const data = {
  member: { fullName: 'Ana Petrova', email: 'ana@example.com' },
  list: [{ name: 'a' }, { name: 'b' }],
};

describe('renderTemplate', async () => {
  it('replaces only double-brace tags, also when a tag is split over runs', async () => {
    const file = await readOwnDocx(
      minimalDocx([
        'Dear {{member.fullName}}, {single} stays, { {not a tag} }',
        { runs: ['E-mail: {{mem', 'ber.em', 'ail}}'] },
      ]),
    );
    expect(docxParagraphs(renderTemplate(file, data))).toEqual([
      'Dear Ana Petrova, {single} stays, { {not a tag} }',
      'E-mail: ana@example.com',
    ]);
  });

  it('writes values as text: markup in the data stays text', async () => {
    const file = await readOwnDocx(minimalDocx(['{{member.fullName}}']));
    const out = renderTemplate(file, { member: { fullName: 'A & B <w:t>x</w:t> {{member.email}}' } });
    expect(docxParagraphs(out)).toEqual(['A & B <w:t>x</w:t> {{member.email}}']);
  });

  it('applies the fixed filters and leaves a tag with an unknown filter empty', async () => {
    const file = await readOwnDocx(
      minimalDocx(['{{member.fullName | upper}}/{{member.email | lower}}/{{member.fullName | eval}}']),
    );
    expect(docxParagraphs(renderTemplate(file, data))).toEqual(['ANA PETROVA/ana@example.com/']);
  });

  it('evaluates nothing: code-like tags render empty', async () => {
    const file = await readOwnDocx(
      minimalDocx([
        '[{{constructor}}][{{__proto__}}][{{this.x()}}][{{member.constructor}}][{{member.fullName.length}}][{{toString}}]',
        '[{{member["fullName"]}}][{{1+1}}][{{process.env}}]',
      ]),
    );
    expect(docxParagraphs(renderTemplate(file, data))).toEqual(['[][][][][][]', '[][][]']);
  });

  it('repeats a loop paragraph per item and shows conditions only when the value is there', async () => {
    const file = await readOwnDocx(
      minimalDocx([
        '{{#list}}',
        '- {{name}} for {{member.fullName}}',
        '{{/list}}',
        '{{#member.manager}}has a manager{{/member.manager}}{{^member.manager}}no manager{{/member.manager}}',
      ]),
    );
    expect(docxParagraphs(renderTemplate(file, data))).toEqual([
      '- a for Ana Petrova',
      '- b for Ana Petrova',
      'no manager',
    ]);
  });
});

describe('templateReport', async () => {
  const catalogue = tagCatalogue('leave_request', [
    {
      sectionId: '00000000-0000-4000-8000-000000000001',
      key: 'education',
      name: 'Education',
      repeatable: true,
      fields: [
        { fieldId: '00000000-0000-4000-8000-000000000002', key: 'degree', label: 'Degree', type: 'text' },
      ],
    },
  ]);

  it('lists the tags, the unknown ones with a suggestion, and passes loops and their items', async () => {
    const file = await readOwnDocx(
      minimalDocx([
        '{{member.fullName}} {{member.fulName}} {{company.nmae}} {{system.today}} {{member.fullName | upper}}',
        '{{#leave.dayList}}{{date}} {{hours}} {{member.email}}{{/leave.dayList}}',
        '{{#section.education}}{{degree}}{{/section.education}} {{degree}}',
        '{{constructor}} {{this.x()}} {{member.fullName | shout}}',
      ]),
    );
    const report = templateReport(file, catalogue, []);
    expect(report.tags).toContain('leave.dayList');
    expect(report.unknown).toEqual([
      { tag: 'member.fulName', suggestion: 'member.fullName' },
      { tag: 'company.nmae', suggestion: 'company.name' },
      { tag: 'degree', suggestion: null },
      { tag: 'constructor', suggestion: null },
      { tag: 'this.x()', suggestion: null },
    ]);
    expect(report.problems).toEqual([{ tag: 'member.fullName | shout', problem: 'unknown_filter' }]);
  });

  it('reports unbalanced loops', async () => {
    const file = await readOwnDocx(
      minimalDocx(['{{#leave.dayList}}', '{{date}}', '{{/leave.days}}', '{{#leave.approvers}}']),
    );
    const report = templateReport(file, catalogue, []);
    expect(report.problems).toEqual([
      { tag: 'leave.dayList', problem: 'closing_tag_does_not_match_opening_tag' },
      { tag: 'leave.approvers', problem: 'unclosed_loop' },
    ]);
  });

  it('suggests only close names', async () => {
    expect(suggestTag('member.emial', ['member.email', 'company.name'])).toBe('member.email');
    expect(suggestTag('salary', ['member.email', 'company.name'])).toBeNull();
  });
});
