import type { Activity } from '@atrium/contract/time-tracking';
import { Box, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { fromUtcCalendarDate, startOfLocalDay } from '@atrium/contract/dates';
import { useTranslation } from 'react-i18next';
import { durationText } from '../day/duration-text.ts';
import { useLocaleTools } from '../ui/use-locale.ts';
import { layoutDayAxis } from './day-axis-layout.ts';

const PX_PER_MINUTE = 0.8; // 48 px per hour
const GUTTER = 76;

/** The day as a vertical time axis with one block per activity, coloured by its project. */
export function DayAxis({
  date,
  activities,
  now,
  onOpen,
}: {
  date: string;
  activities: readonly Activity[];
  now: Date;
  onOpen: (activity: Activity) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleTools();
  const layout = layoutDayAxis(
    date,
    activities.map((activity) => ({ ...activity, id: activity.activityId })),
    now,
    undefined,
    locale.timeZone,
  );
  const midnight = fromUtcCalendarDate(date) ? startOfLocalDay(date, locale.timeZone) : new Date();
  const hours = Array.from(
    { length: layout.lastHour - layout.firstHour + 1 },
    (_, i) => layout.firstHour + i,
  );
  const height = (layout.lastHour - layout.firstHour) * 60 * PX_PER_MINUTE;

  return (
    <Box
      pos="relative"
      h={height + 12}
      mt={6}
      role="list"
      aria-label={t('timeTracking.day.axis')}
      data-testid="day-axis"
    >
      {hours.map((hour) => {
        const y = (hour - layout.firstHour) * 60 * PX_PER_MINUTE;
        const label = new Date(midnight.getTime() + hour * 3_600_000);
        return (
          <Box key={hour} pos="absolute" top={y} left={0} right={0} aria-hidden>
            <Text
              fz="xs"
              c="dimmed"
              pos="absolute"
              top={-8}
              left={0}
              w={GUTTER - 10}
              ta="right"
              style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {locale.time(label)}
            </Text>
            <Box ml={GUTTER} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} />
          </Box>
        );
      })}
      {layout.nowAt !== null ? (
        <Box
          pos="absolute"
          top={layout.nowAt * PX_PER_MINUTE}
          left={GUTTER - 4}
          right={0}
          h={2}
          bg="red.6"
          style={{ zIndex: 2 }}
          aria-hidden
        />
      ) : null}
      {layout.blocks.map(({ item, top, height: minutes, running }) => {
        const colour = item.project.colour;
        const start = locale.time(item.startAt);
        const end = item.endAt ? locale.time(item.endAt) : t('timeTracking.day.running');
        const tall = minutes * PX_PER_MINUTE >= 34;
        const duration = item.durationSeconds !== null ? ` · ${durationText(item.durationSeconds)}` : '';
        return (
          <Tooltip
            key={item.activityId}
            label={`${start}–${end}${duration} · ${item.project.name} · ${item.actionType.name}`}
            withArrow
            openDelay={150}
          >
            <UnstyledButton
              role="listitem"
              onClick={() => onOpen(item)}
              pos="absolute"
              top={top * PX_PER_MINUTE}
              left={GUTTER + 4}
              right={4}
              h={Math.max(minutes * PX_PER_MINUTE - 2, 10)}
              px={8}
              py={tall ? 4 : 0}
              aria-label={`${start}–${end} ${item.project.name}, ${item.actionType.name}`}
              data-testid="axis-block"
              style={{
                background: `color-mix(in srgb, ${colour} 18%, var(--mantine-color-body))`,
                borderLeft: `4px solid ${colour}`,
                borderRadius: 6,
                outline: running ? `1px dashed ${colour}` : undefined,
                overflow: 'hidden',
                zIndex: 1,
              }}
            >
              <Text fz="xs" fw={600} lineClamp={1} lh={tall ? undefined : '18px'}>
                {item.project.name} · {item.actionType.name}
              </Text>
              {tall ? (
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {start}–{end}
                  {duration}
                  {item.description ? ` · ${item.description}` : ''}
                </Text>
              ) : null}
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}
