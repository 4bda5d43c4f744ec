import { exportStatistics, type ExportFormat, type StatisticsReport } from '@atrium/contract/time-tracking';
import { apiErrorFromResponse, networkError } from '../../../api/api-error.ts';
import { operationUrl } from '../../../api/operation-url.ts';
import { filterQuery, type StatisticsFilters } from '../filters/statistics-filters.ts';
import { exportFileName, type FilterLabels } from './export-file-name.ts';
import { saveBlob } from '../../../ui/save-file.ts';

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Downloads a report as CSV or XLSX through the app's HTTP client (Bearer token, refresh and
 * retry), then saves it under a name that names its range and filters. A refusal comes back as the usual ApiError.
 */
export async function exportReport(
  fetcher: Fetch,
  report: StatisticsReport,
  format: ExportFormat,
  filters: StatisticsFilters,
  labels: FilterLabels = {},
  save: (blob: Blob, name: string) => void = saveBlob,
): Promise<string> {
  const url = operationUrl(exportStatistics, undefined, { ...filterQuery(filters), report, format });
  let response: Response;
  try {
    response = await fetcher(url, { method: 'GET' });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  // Our own name rather than the server's: it carries the filters as well as the range.
  const name = exportFileName(report, filters, labels, format);
  save(await response.blob(), name);
  return name;
}
