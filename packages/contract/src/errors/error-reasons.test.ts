import { describe, expect, it } from 'vitest';
import { machineTextIn } from './error-reasons.ts';

// Texts for people carry no ISO date and no id (docs/product/error-texts-and-toasts.md#text-for-people).
describe('machine text in a text for people', () => {
  it.each([
    [
      'overlaps your request 785940ad-1b2c-4d5e-8f90-0a1b2c3d4e5f from 2026-11-30 to 2026-12-04',
      ['2026-11-30', '2026-12-04', '785940ad-1b2c-4d5e-8f90-0a1b2c3d4e5f'],
    ],
    ['Changed at 2026-11-30T10:15:00Z', ['2026-11-30T10:15:00Z']],
  ])('finds it: %s', (text, expected) => {
    expect(machineTextIn(text)).toEqual(expected);
  });

  it.each([
    'backup-2026-11-28.zip',
    'https://atrium.example.com/files/785940ad-1b2c-4d5e-8f90-0a1b2c3d4e5f',
    'startsOn=2026-11-30',
    'From 30 November 2026 to 4 December 2026',
    'Call +389 2 3111 222',
  ])('lets legitimate content pass: %s', (text) => {
    expect(machineTextIn(text)).toEqual([]);
  });
});
