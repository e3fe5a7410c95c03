import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from './use-painted';

function Screen() {
  const painted = usePainted();
  return <p>{painted ? 'below the fold' : 'main content only'}</p>;
}

describe('usePainted', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('is false in the first render and true once two frames have been painted', () => {
    render(<Screen />);
    expect(screen.getByText('main content only')).toBeTruthy();
    // A frame's callback runs before its paint: still the first render's content, twice.
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByText('main content only')).toBeTruthy();
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByText('main content only')).toBeTruthy();
    // The timer after it: the paint is done.
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByText('below the fold')).toBeTruthy();
  });

  it('leaves no frame or timer behind when the screen is gone first', () => {
    const { unmount } = render(<Screen />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    // After the frames, the timer waits for the paint: it goes too.
    const again = render(<Screen />);
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersToNextFrame());
    expect(vi.getTimerCount()).toBe(1);
    again.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
