import type { exportStatistics } from '@atrium/contract/time-tracking';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { exportFileName, exportTable, tableToCsv, tableToXlsxStream } from './statistics-export.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Sends the report as a download; the reply carries the file, not a JSON body. */
export const exportStatisticsHandler: OperationHandler<typeof exportStatistics> = async ({
  context,
  query,
  reply,
}) => {
  const { report, format, ...filters } = query;
  const table = await exportTable(context, report, filters);
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${exportFileName(report, filters, format)}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (format === 'csv') return tableToCsv(table);
  // A stream bypasses the response serializer; returning the reply tells Fastify it is sent.
  await reply.send(tableToXlsxStream(table));
  return reply as unknown as string;
};
