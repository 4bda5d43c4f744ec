import { addMonths, lastDayOfMonth } from '../../../ui/absence/calendar-cells.ts';

export type PeriodKind = 'month' | 'quarter';

/** The first and last day of the month, or of the quarter holding the month. */
export function periodOf(kind: PeriodKind, month: string): { from: string; to: string; first: string } {
  if (kind === 'month') return { from: `${month}-01`, to: lastDayOfMonth(month), first: month };
  const monthNumber = Number(month.slice(5));
  const first = addMonths(month, -((monthNumber - 1) % 3));
  return { from: `${first}-01`, to: lastDayOfMonth(addMonths(first, 2)), first };
}

/** Members per page the chart asks for. */
export const GANTT_PAGE = 200;
/** Height of a member's row in pixels. */
export const ROW_HEIGHT = 28;

/** The rows to draw for a scroll position (with a few extra above and below) and the pages they need. */
export function visibleWindow(scrollTop: number, viewport: number, total: number, overscan = 10) {
  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - overscan);
  const end = Math.min(total, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + overscan);
  const pages: number[] = [];
  for (let page = Math.floor(start / GANTT_PAGE); page * GANTT_PAGE < Math.max(end, 1); page++)
    pages.push(page);
  return { start, end, pages };
}
