/**
 * Small real documents for Demo Company's files: a one-page PDF (valid structure, cross-reference
 * offsets computed) and a CSV. Written here rather than shipped as binaries.
 */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const body = [
    'BT /F1 20 Tf 72 770 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(body)} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function holidayCalendarCsv(year: number): Buffer {
  const rows = [
    ['date', 'holiday'],
    [`${year}-01-01`, "New Year's Day"],
    [`${year}-01-07`, 'Orthodox Christmas'],
    [`${year}-05-01`, 'Labour Day'],
    [`${year}-05-24`, 'Saints Cyril and Methodius Day'],
    [`${year}-08-02`, 'Republic Day'],
    [`${year}-09-08`, 'Independence Day'],
    [`${year}-10-11`, "Day of People's Uprising"],
    [`${year}-12-08`, 'Saint Clement of Ohrid Day'],
  ];
  return Buffer.from(`${rows.map((row) => row.join(',')).join('\n')}\n`, 'utf8');
}
