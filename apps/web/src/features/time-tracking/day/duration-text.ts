/**
 * A duration as hours and minutes, `7:05` (minutes rounded down; a running count never jumps
 * ahead of the clock). Negative or invalid input counts as zero.
 */
export function durationText(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds / 60) : 0;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** A running timer's elapsed time with seconds, `1:02:03`. */
export function elapsedText(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Hours with one decimal for charts and budgets (`7.5`). */
export function hoursNumber(seconds: number): number {
  return Math.round((seconds / 3600) * 10) / 10;
}
