import { describe, expect, it } from 'vitest';
import { GANTT_PAGE, periodOf, ROW_HEIGHT, visibleWindow } from './gantt-period.ts';

describe('gantt period and window', () => {
  it('covers a month or the quarter holding it', () => {
    expect(periodOf('month', '2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28', first: '2026-02' });
    expect(periodOf('quarter', '2026-05')).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
      first: '2026-04',
    });
    expect(periodOf('quarter', '2026-12')).toMatchObject({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('draws only the rows in view and asks for the pages they are on', () => {
    const top = visibleWindow(0, 600, 1000);
    expect(top.start).toBe(0);
    expect(top.end).toBe(Math.ceil(600 / ROW_HEIGHT) + 10);
    expect(top.pages).toEqual([0]);
    const across = visibleWindow((GANTT_PAGE - 5) * ROW_HEIGHT, 600, 1000);
    expect(across.pages).toEqual([0, 1]);
    expect(across.end - across.start).toBeLessThan(60);
  });
});
