import { describe, expect, it } from 'vitest';
import { durationText, elapsedText, hoursNumber } from './duration-text.ts';

describe('duration text', () => {
  it('writes hours and zero-padded minutes, rounding down', () => {
    expect(durationText(0)).toBe('0:00');
    expect(durationText(59)).toBe('0:00');
    expect(durationText(60)).toBe('0:01');
    expect(durationText(7 * 3600 + 5 * 60 + 59)).toBe('7:05');
    expect(durationText(30 * 3600)).toBe('30:00');
    expect(durationText(-5)).toBe('0:00');
    expect(durationText(Number.NaN)).toBe('0:00');
  });

  it('writes a running time with seconds', () => {
    expect(elapsedText(3723)).toBe('1:02:03');
    expect(elapsedText(59.9)).toBe('0:00:59');
    expect(elapsedText(-1)).toBe('0:00:00');
  });

  it('gives hours with one decimal for charts', () => {
    expect(hoursNumber(5400)).toBe(1.5);
    expect(hoursNumber(100)).toBe(0);
    expect(hoursNumber(3600 * 7 + 1200)).toBe(7.3);
  });
});
