import type { OvertimeWeek } from '@atrium/contract/absence';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<OvertimeWeek['state'], string> = {
  running: 'gray.8',
  counted: 'teal.9',
  pending: 'orange.9',
  approved: 'green.9',
};

/** A week's state in words (docs/product/overtime.md#weeks). */
export function OvertimeWeekState({ week }: { week: OvertimeWeek }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[week.state]} variant="filled" size="sm">
      {t(`absence.overtime.state.${week.state}`)}
    </Badge>
  );
}
