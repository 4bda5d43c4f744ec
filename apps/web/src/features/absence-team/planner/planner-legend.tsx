import type { CalendarLeaveType } from '@atrium/contract/absence';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AbsenceBar } from '../../../ui/absence/absence-bar.tsx';
import { AWAY_COLOUR } from '../../../ui/absence/calendar-cells.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';

/** What the planner's colours, stripes, halves and shades mean, for the types this month shows. */
export function PlannerLegend({
  types,
  hasAway,
  parts,
}: {
  types: readonly CalendarLeaveType[];
  hasAway: boolean;
  /** The parts of a day the month's absences take: the halves and hours are explained when shown. */
  parts: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const nameOf = useTranslatedName();
  const swatch = (colour: string, pending = false) => (
    <Box
      w={14}
      h={14}
      style={{
        background: pending
          ? `repeating-linear-gradient(45deg, ${colour} 0 3px, transparent 3px 6px)`
          : colour,
        borderRadius: 3,
        border: pending ? `1px solid ${colour}` : undefined,
      }}
      aria-hidden
    />
  );
  return (
    <Group gap="md" aria-label={t('absenceTeam.planner.legend')} role="group">
      {types.map((type) => (
        <Group key={type.leaveTypeId} gap={4}>
          {swatch(type.colour)}
          <Text fz="sm">{nameOf(type.names)}</Text>
        </Group>
      ))}
      {hasAway ? (
        <Group gap={4}>
          {swatch(AWAY_COLOUR)}
          <Text fz="sm">{t('absenceTeam.away')}</Text>
        </Group>
      ) : null}
      <Group gap={4}>
        {swatch(AWAY_COLOUR, true)}
        <Text fz="sm">{t('absenceTeam.planner.pending')}</Text>
      </Group>
      {(['morning', 'afternoon', 'hours'] as const)
        .filter((part) => parts.has(part))
        .map((part) => (
          <Group key={part} gap={4}>
            <AbsenceBar fill={AWAY_COLOUR} colour={AWAY_COLOUR} part={part} h={14} w={14} />
            <Text fz="sm">{t(`absenceTeam.planner.legendParts.${part}`)}</Text>
          </Group>
        ))}
      <Group gap={4}>
        {swatch('var(--mantine-color-orange-light)')}
        <Text fz="sm">{t('absenceTeam.planner.holiday')}</Text>
      </Group>
      <Group gap={4}>
        {swatch('var(--mantine-color-gray-light)')}
        <Text fz="sm">{t('absenceTeam.planner.weekend')}</Text>
      </Group>
    </Group>
  );
}
