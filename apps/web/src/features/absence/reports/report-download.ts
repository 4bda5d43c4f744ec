import type { OperationDefinition } from '@atrium/contract/operations';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { apiErrorFromResponse } from '../../../api/api-error.ts';
import { authorizedFetch } from '../../../api/client.ts';
import { operationUrl } from '../../../api/operation-url.ts';
import { fileNameFromDisposition, saveBlob } from '../../../ui/save-file.ts';

/**
 * Downloads a report's file (CSV or XLSX) through the app's HTTP client and saves it under the
 * name the server gives; a failure is said in a toast.
 */
export function useReportDownload(operation: OperationDefinition) {
  const { t } = useTranslation();
  return async (query: Record<string, unknown>, format: 'csv' | 'xlsx') => {
    try {
      const response = await authorizedFetch(
        operationUrl(operation, undefined, { ...query, format } as never),
      );
      if (!response.ok) throw await apiErrorFromResponse(response);
      const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `report.${format}`;
      saveBlob(await response.blob(), name);
    } catch {
      notifications.show({ color: 'red', autoClose: 3000, message: t('absence.reports.exportFailed') });
    }
  };
}
