import { REPORT_EXPORT_ROWS_MAX } from '@atrium/contract/absence';

/**
 * Every page of a report for its file, read `pageSize` at a time so each statement stays small:
 * up to the last page, or until the pages hold the most rows a file takes (REPORT_EXPORT_ROWS_MAX;
 * the caller cuts the rows to it).
 */
export async function readReportPages<Page extends { total: number; rows: readonly unknown[] }>(
  pageSize: number,
  readPage: (offset: number, limit: number) => Promise<Page>,
): Promise<Page[]> {
  const pages: Page[] = [];
  let rows = 0;
  for (let offset = 0; ; offset += pageSize) {
    const page = await readPage(offset, pageSize);
    pages.push(page);
    rows += page.rows.length;
    if (offset + pageSize >= page.total || rows >= REPORT_EXPORT_ROWS_MAX) return pages;
  }
}
