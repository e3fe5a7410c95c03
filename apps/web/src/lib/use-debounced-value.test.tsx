import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the first value at once and a new one only after the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: '' },
    });
    expect(result.current).toBe('');
    rerender({ value: 'f' });
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('f');
  });

  it('restarts the delay on every change, so fast typing gives one update', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 250);
        if (seen.at(-1) !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: '' } },
    );
    for (const value of ['f', 'fj', 'fjo', 'fjor', 'fjord']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(100));
    }
    act(() => vi.advanceTimersByTime(250));
    expect(seen).toEqual(['', 'fjord']);
  });

  it('settles on the value typed last even when it returns to the current one', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: 'ab' },
    });
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('ab');
  });
});
