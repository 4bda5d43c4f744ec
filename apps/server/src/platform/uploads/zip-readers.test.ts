import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Only the bounded reader opens a ZIP someone uploaded (docs/product/uploads.md#office-files): a
 * library that inflates a whole archive may be imported where the bytes are the product's own
 * (archives it writes, the demo templates) or already checked (the template engine's zip, built in
 * docx-archive.ts). A new place that imports one fails here until it is read and listed.
 */
const ZIP_LIBRARIES = /from '(pizzip|yauzl|jszip|adm-zip|unzipper|exceljs)'/;
const ALLOWED: Record<string, string> = {
  'apps/server/src/platform/uploads/office-zip.ts': 'the bounded reader itself',
  'apps/server/src/modules/templates/docx-archive.ts':
    'builds the engine’s zip over parts already read by the bounded reader',
  'apps/server/src/modules/templates/bulk-zip.ts': 'writes the bulk ZIP of generated documents',
  'apps/server/src/modules/templates/minimal-docx.ts':
    'writes the demo templates and reads the product’s own output in tests',
  'apps/server/src/platform/spreadsheet/xlsx-stream.ts': 'writes XLSX exports',
  'apps/server/src/modules/time-tracking/statistics-export.ts': 'writes the statistics XLSX',
};

describe('ZIP readers', () => {
  it('V5.2.3 no production file but the listed ones imports a library that inflates a whole archive', () => {
    const importers = globSync('apps/*/src/**/*.ts')
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => ZIP_LIBRARIES.test(readFileSync(file, 'utf8')))
      .sort();
    expect(importers).toEqual(Object.keys(ALLOWED).sort());
  });
});
