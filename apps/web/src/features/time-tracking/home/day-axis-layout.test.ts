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

  it('shows 07:00–19:00 on the wall clock on the days the clocks change', () => {
    const zone = 'Europe/Skopje';
    // 29 March 2026: 02:00 becomes 03:00, so 07:00 is six hours after midnight.
    const spring = layoutDayAxis('2026-03-29', [], new Date('2026-04-01T00:00:00Z'), 25, zone);
    expect([spring.firstHour, spring.lastHour]).toEqual([6, 18]);
    // 25 October 2026: 03:00 becomes 02:00 again, so 07:00 is eight hours after midnight.
    const autumn = layoutDayAxis('2026-10-25', [], new Date('2026-11-01T00:00:00Z'), 25, zone);
    expect([autumn.firstHour, autumn.lastHour]).toEqual([8, 20]);
    const ordinary = layoutDayAxis('2026-10-26', [], new Date('2026-11-01T00:00:00Z'), 25, zone);
    expect([ordinary.firstHour, ordinary.lastHour]).toEqual([7, 19]);
  });
});
