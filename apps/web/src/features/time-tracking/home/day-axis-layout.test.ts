import { describe, expect, it } from 'vitest';
import { layoutDayAxis } from './day-axis-layout.ts';

const at = (h: number, m = 0) => new Date(2025, 2, 12, h, m).toISOString();

describe('layoutDayAxis', () => {
  it('shows 07–19 for an empty day and places now', () => {
    const layout = layoutDayAxis('2025-03-12', [], new Date(2025, 2, 12, 9, 30));
    expect(layout).toMatchObject({ firstHour: 7, lastHour: 19, blocks: [], nowAt: 150 });
    expect(layoutDayAxis('2025-03-11', [], new Date(2025, 2, 12, 9, 30)).nowAt).toBeNull();
  });

  it('places blocks in minutes from the first hour and widens the axis to include them', () => {
    const layout = layoutDayAxis(
      '2025-03-12',
      [
        { id: 1, startAt: at(6, 30), endAt: at(8, 0) },
        { id: 2, startAt: at(20, 0), endAt: at(21, 15) },
      ],
      new Date(2025, 2, 13),
    );
    expect(layout.firstHour).toBe(6);
    expect(layout.lastHour).toBe(22);
    expect(layout.blocks.map((b) => [b.item.id, b.top, b.height])).toEqual([
      [1, 30, 90],
      [2, 840, 75],
    ]);
  });

  it('draws a running activity up to now and keeps a two-minute block one readable line tall', () => {
    const layout = layoutDayAxis(
      '2025-03-12',
      [
        { id: 3, startAt: at(9, 0), endAt: null },
        { id: 4, startAt: at(8, 0), endAt: at(8, 2) },
      ],
      new Date(2025, 2, 12, 10, 30),
    );
    expect(layout.blocks[0]).toMatchObject({ top: 120, height: 90, running: true });
    expect(layout.blocks[1]).toMatchObject({ top: 60, height: 25, running: false });
  });
});
