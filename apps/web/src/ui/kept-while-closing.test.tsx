import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptWhileClosing } from './kept-while-closing.ts';

describe('useKeptWhileClosing', () => {
  it('follows the value and keeps the last one once it is cleared', () => {
    const { result, rerender } = renderHook(({ value }) => useKeptWhileClosing(value), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBeUndefined();
    rerender({ value: 'Leave desk' });
    expect(result.current).toBe('Leave desk');
    rerender({ value: null });
    expect(result.current).toBe('Leave desk');
    rerender({ value: 'Payroll' });
    expect(result.current).toBe('Payroll');
  });
});
