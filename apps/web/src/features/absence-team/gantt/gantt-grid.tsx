import {
  coverageWarnings,
  LEAVE_REQUEST_PARTS,
  type CalendarDay,
  type Gantt,
} from '@atrium/contract/absence';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { AbsenceBar } from '../../../ui/absence/absence-bar.tsx';
import { useHours } from '../../../ui/absence/minutes.ts';
import { absenceFill, AWAY_COLOUR, dayShade } from '../../../ui/absence/calendar-cells.ts';
import { GANTT_PAGE, ROW_HEIGHT } from './gantt-period.ts';

const NAME_WIDTH = 200;
/** On a phone the names take less room, so that a week of days shows beside them. */
const PHONE_NAME_WIDTH = 120;
const PHONE_WIDTH = 600;
const MIN_DAY_WIDTH = 22;
const MAX_DAY_WIDTH = 30;
/** The chart's height: the rows in it are drawn, the others fetched as they scroll into it. */
export const VIEWPORT = 560;

/**
 * The chart's members × days, only the rows in view drawn, with the days fitted to the width a
 * month is given and a footer marking the days short of the coverage rule.
 */
export function GanttGrid({
  first,
  pages,
  rows,
  narrow,
  onScroll,
}: {
  first: Gantt;
  pages: Map<number, Gantt | undefined>;
  rows: { start: number; end: number };
  narrow: boolean;
  onScroll: (top: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const hours = useHours();
  const nameOf = useTranslatedName();
  const format = useDateFormat();
  // A month fits the width it is given (all 31 days at 1366 px beside the menu), between a day
  // wide enough for its number and 30 px; a quarter or a phone scrolls sideways instead.
  const { ref: box, width: boxWidth } = useElementSize();
  const nameWidth = boxWidth > 0 && boxWidth < PHONE_WIDTH ? PHONE_NAME_WIDTH : NAME_WIDTH;
  const fitted = boxWidth > 0 ? Math.floor((boxWidth - nameWidth - 2) / first.days.length) : MAX_DAY_WIDTH;
  const dayWidth = narrow ? 14 : Math.max(MIN_DAY_WIDTH, Math.min(MAX_DAY_WIDTH, fitted));
  const width = nameWidth + first.days.length * dayWidth;
  const short = new Set(coverageWarnings(first.rule, first.coverage).map((warning) => warning.date));
  // Each page's cells by member row and day, built once per page.
  const byPage = useMemo(() => {
    const built = new Map<number, Map<string, Gantt['cells'][number]>>();
    for (const [page, data] of pages) {
      if (!data) continue;
      built.set(page, new Map(data.cells.map((cell) => [`${cell[0]} ${cell[1]}`, cell])));
    }
    return built;
  }, [pages]);

  const cellStyle = (day: CalendarDay): CSSProperties => ({
    width: dayWidth,
    minWidth: dayWidth,
    height: ROW_HEIGHT,
    background: dayShade(day),
    borderRight: '1px solid var(--mantine-color-default-border)',
    padding: 2,
  });

  const drawn = [];
  for (let index = rows.start; index < rows.end; index++) {
    const page = Math.floor(index / GANTT_PAGE);
    const data = pages.get(page);
    const row = index - page * GANTT_PAGE;
    const member = data?.members[row];
    const cells = byPage.get(page);
    drawn.push(
      <div
        key={index}
        role="row"
        aria-rowindex={index + 2}
        style={{ position: 'absolute', top: (index + 1) * ROW_HEIGHT, left: 0, display: 'flex', width }}
      >
        <div
          role="rowheader"
          style={{
            width: nameWidth,
            minWidth: nameWidth,
            position: 'sticky',
            left: 0,
            background: 'var(--mantine-color-body)',
            zIndex: 1,
            padding: '4px 8px',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            fontSize: 13,
          }}
        >
          {member?.name ?? '…'}
        </div>
        {first.days.map((day, dayIndex) => {
          const cell = cells?.get(`${row} ${dayIndex}`);
          const type = cell && cell[3] >= 0 ? data?.leaveTypes[cell[3]] : undefined;
          const part = cell ? LEAVE_REQUEST_PARTS[cell[5]] : undefined;
          const name = type ? nameOf(type.names) : t('absenceTeam.away');
          // Part of a day is named as the planner names it, and drawn by the same bar.
          const what =
            part === 'morning' || part === 'afternoon'
              ? t('absenceTeam.planner.partLabel', {
                  what: name,
                  part: t(`absenceTeam.planner.parts.${part}`),
                })
              : part === 'hours' && cell
                ? t('absenceTeam.planner.partLabel', { what: name, part: hours(cell[4]) })
                : name;
          const label = cell
            ? `${what}${cell[2] === 1 ? ` (${t('absenceTeam.planner.pending')})` : ''}`
            : undefined;
          return (
            <div key={day.date} role="cell" style={cellStyle(day)}>
              {cell ? (
                <div
                  title={`${member?.name ?? ''} · ${format.day(day.date)} · ${label ?? ''}`}
                  style={{ height: '100%' }}
                >
                  <AbsenceBar
                    fill={absenceFill(type, cell[2] === 1)}
                    colour={type?.colour ?? AWAY_COLOUR}
                    part={part}
                    hours={(cell[4] / 60).toLocaleString(i18n.language, { maximumFractionDigits: 1 })}
                    label={label}
                    h={ROW_HEIGHT - 4}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
      </div>,
    );
  }

  return (
    <Box
      ref={box}
      role="table"
      aria-label={t('absenceTeam.gantt.gridLabel')}
      aria-rowcount={first.total + 1}
      tabIndex={0}
      onScroll={(event) => onScroll(event.currentTarget.scrollTop)}
      style={{
        height: Math.min(VIEWPORT, (first.total + 1) * ROW_HEIGHT + 18),
        overflow: 'auto',
        position: 'relative',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <div style={{ height: (first.total + 1) * ROW_HEIGHT, width, position: 'relative' }}>
        <div
          role="row"
          aria-rowindex={1}
          style={{
            position: 'sticky',
            top: 0,
            display: 'flex',
            width,
            zIndex: 2,
            background: 'var(--mantine-color-body)',
          }}
        >
          <div
            role="columnheader"
            style={{
              width: nameWidth,
              minWidth: nameWidth,
              position: 'sticky',
              left: 0,
              background: 'var(--mantine-color-body)',
              padding: '4px 8px',
              fontWeight: 600,
              fontSize: 13,
            }}
          >
            {t('absenceTeam.planner.person')}
          </div>
          {first.days.map((day) => (
            <div
              key={day.date}
              role="columnheader"
              aria-label={`${format.day(day.date)}${day.holiday ? ` · ${nameOf(day.holiday)}` : ''}${short.has(day.date) ? ` · ${t('absenceTeam.planner.shortDay')}` : ''}`}
              title={day.holiday ? nameOf(day.holiday) : undefined}
              style={{
                ...cellStyle(day),
                fontSize: 10,
                textAlign: 'center',
                fontWeight: 600,
                boxShadow: short.has(day.date) ? 'inset 0 -3px 0 var(--mantine-color-red-7)' : undefined,
              }}
            >
              {narrow
                ? Number(day.date.slice(8)) % 5 === 1 && Number(day.date.slice(8)) < 31
                  ? Number(day.date.slice(8))
                  : ''
                : Number(day.date.slice(8))}
            </div>
          ))}
        </div>
        {drawn}
      </div>
    </Box>
  );
}
