import {
  exportMemberList,
  type MemberListColumn,
  type MemberListFilters,
} from '@atrium/contract/human-resources';
import { apiErrorFromResponse, networkError } from '../../../api/api-error.ts';
import { operationUrl } from '../../../api/operation-url.ts';
import { saveBlob } from '../../../ui/save-file.ts';

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Downloads the filtered list as CSV or XLSX with the shown columns and saves it. */
export async function exportMembers(
  fetcher: Fetch,
  format: 'csv' | 'xlsx',
  filters: Partial<MemberListFilters>,
  columns: readonly MemberListColumn[],
  save: (blob: Blob, name: string) => void = saveBlob,
): Promise<string> {
  const query = { ...filters, format, columns: columns.join(',') };
  const url = operationUrl(exportMemberList, undefined, query as never);
  let response: Response;
  try {
    response = await fetcher(url, { method: 'GET' });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  const name = `members-${new Date().toISOString().slice(0, 10)}.${format}`;
  save(await response.blob(), name);
  return name;
}
