import type { ExportFormat, StatisticsReport } from '@atrium/contract/time-tracking';
import {
  OPTIONAL_FILTERS,
  type OptionalFilter,
  type StatisticsFilters,
} from '../filters/statistics-filters.ts';

/** What each set filter is called on screen (a member's or project's name), when known. */
export type FilterLabels = Partial<Record<OptionalFilter, string>>;

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/**
 * The saved file's name says what is in it: report, range and every filter, by its name on
 * screen (or its id's first characters while the name is unknown), so that a filtered export
 * never overwrites or passes for the unfiltered one:
 * `statistics-hours-2026-11-01_2026-11-30-member-mara-manager.csv`.
 */
export function exportFileName(
  report: StatisticsReport,
  filters: StatisticsFilters,
  labels: FilterLabels,
  format: ExportFormat,
): string {
  const parts = [`statistics-${report}-${filters.from}_${filters.to}`];
  for (const key of OPTIONAL_FILTERS) {
    const id = filters[key];
    if (!id) continue;
    const name = slug(labels[key] ?? '') || id.slice(0, 8);
    parts.push(
      `${key.replace(/Id$/, '').replace('companyMember', 'member').replace('actionType', 'action')}-${name}`,
    );
  }
  return `${parts.join('-')}.${format}`;
}
