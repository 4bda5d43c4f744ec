import { expect, it } from 'vitest';
import {
  MODULE_DENIED_FADE_MS,
  PRINT_IFRAME_WAIT_MS,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
} from './constants.ts';

it('holds the interface timings of docs/product/limits-and-formats.md#timings', () => {
  expect(TOAST_DURATION_MS).toBe(1600);
  expect(TOAST_FADE_MS).toBe(400);
  expect(MODULE_DENIED_FADE_MS).toBe(800);
  expect(PRINT_IFRAME_WAIT_MS).toBe(300);
});
