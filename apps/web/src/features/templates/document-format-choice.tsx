import { getDocumentFormats, type BulkFormat } from '@atrium/contract/templates';
import { Input, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';

const LABELS = {
  docx: 'templates.format.docx',
  pdf: 'templates.format.pdf',
  both: 'templates.format.both',
} as const satisfies Record<BulkFormat, string>;

/**
 * The format of generated documents (docs/product/templates.md#pdf): DOCX or PDF, and for a bulk
 * run both side by side. Where the server makes no PDF, the choice is not offered and a note says
 * so; nothing is asked of the server that it would refuse.
 */
export function DocumentFormatChoice<F extends BulkFormat>({
  value,
  onChange,
  formats,
  quietWhenUnavailable = false,
}: {
  value: F;
  onChange: (format: F) => void;
  formats: readonly F[];
  /** A second choice on the same screen leaves the note to the first. */
  quietWhenUnavailable?: boolean;
}) {
  const { t } = useTranslation();
  const available = useOperationQuery(getDocumentFormats);
  if (!available.data) return null;
  if (!available.data.pdf) {
    if (quietWhenUnavailable) return null;
    return (
      <Text size="xs" c="dimmed">
        {t('templates.generate.pdfUnavailable')}
      </Text>
    );
  }
  return (
    <Input.Wrapper label={t('templates.format.label')}>
      <div>
        <SegmentedControl
          value={value}
          onChange={(chosen) => onChange(chosen as F)}
          aria-label={t('templates.format.label')}
          data={formats.map((format) => ({ value: format, label: t(LABELS[format as BulkFormat]) }))}
        />
      </div>
    </Input.Wrapper>
  );
}
