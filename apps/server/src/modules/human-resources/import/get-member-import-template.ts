import { MEMBER_IMPORT_FIELDS, type getMemberImportTemplate } from '@atrium/contract/member-import';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { toCsv } from '../../../platform/spreadsheet/spreadsheet-cell.ts';
import { TEMPLATE_HEADERS } from './import-columns.ts';

const EXAMPLES = {
  en: [
    'ana.petrova@example.com',
    'Ana',
    '',
    'Petrova',
    '31.12.1990',
    'female',
    'MK',
    '',
    '+389 70 123 456',
    '',
    'Partizanska 1',
    'Skopje',
    '1000',
    'MK',
    'Accountant',
    '',
    'full time',
    '1.3.2024',
    '21',
  ],
  mk: [
    'ana.petrova@example.com',
    'Ана',
    '',
    'Петрова',
    '31.12.1990',
    'женски',
    'MK',
    '',
    '+389 70 123 456',
    '',
    'Партизанска 1',
    'Скопје',
    '1000',
    'MK',
    'Сметководител',
    '',
    'полно работно време',
    '1.3.2024',
    '21',
  ],
  sq: [
    'ana.petrova@example.com',
    'Ana',
    '',
    'Petrova',
    '31.12.1990',
    'femër',
    'MK',
    '',
    '+389 70 123 456',
    '',
    'Rruga Ilindenit 1',
    'Tetovë',
    '1200',
    'MK',
    'Kontabiliste',
    '',
    'me kohë të plotë',
    '1.3.2024',
    '21',
  ],
} as const;

/** Every column the import reads, headed in the chosen language, with one example row. */
export const getMemberImportTemplateHandler: OperationHandler<typeof getMemberImportTemplate> = async ({
  query,
  reply,
}) => {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="members-import-${query.language}.csv"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  return toCsv(
    MEMBER_IMPORT_FIELDS.map((field) => TEMPLATE_HEADERS[query.language][field]),
    [[...EXAMPLES[query.language]]],
  );
};
