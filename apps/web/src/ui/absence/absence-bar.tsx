import type { LeaveRequestPart } from '@atrium/contract/absence';
import { Box, Text } from '@mantine/core';

interface AbsenceBarProps {
  /** The CSS background of the part taken: the type's colour, striped while pending. */
  fill: string;
  /** The type's colour, for the outline of a day only partly taken. */
  colour: string;
  /** How much of the day; without it, the whole day. */
  part?: LeaveRequestPart | undefined;
  /** For hours: their number as written in the cell ("2", "7.5"). */
  hours?: string;
  /** What a screen reader hears; without it the bar is decoration beside words that say it. */
  label?: string;
  h?: number;
  w?: number | string;
}

/**
 * One day of an absence, drawn as what it takes (docs/product/absence.md#team-planner): a whole
 * day fills the cell; a morning its left half and an afternoon its right half, the day read left
 * to right, inside an outline of the whole day so the free half shows; hours a low strip with
 * their number above it, as their share of a day is not known here.
 */
export function AbsenceBar({
  fill,
  colour,
  part = 'full',
  hours,
  label,
  h = 18,
  w = '100%',
}: AbsenceBarProps) {
  const described = label
    ? { role: 'img', 'aria-label': label, title: label }
    : { 'aria-hidden': true as const };
  if (part === 'morning' || part === 'afternoon') {
    return (
      <Box
        h={h}
        w={w}
        data-part={part}
        {...described}
        style={{
          position: 'relative',
          borderRadius: 3,
          boxShadow: `inset 0 0 0 1px ${colour}`,
        }}
      >
        <Box
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            width: '50%',
            ...(part === 'morning' ? { left: 0 } : { right: 0 }),
            background: fill,
            borderRadius: part === 'morning' ? '3px 0 0 3px' : '0 3px 3px 0',
          }}
        />
      </Box>
    );
  }
  if (part === 'hours') {
    return (
      <Box
        h={h}
        w={w}
        data-part={part}
        {...described}
        style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', alignItems: 'center' }}
      >
        {hours ? (
          <Text component="span" fz={9} lh={1} c="dark.8" aria-hidden>
            {hours}
          </Text>
        ) : null}
        <Box w="100%" h={Math.max(4, Math.round(h / 3))} style={{ background: fill, borderRadius: 2 }} />
      </Box>
    );
  }
  return <Box h={h} w={w} data-part="full" {...described} style={{ background: fill, borderRadius: 3 }} />;
}
