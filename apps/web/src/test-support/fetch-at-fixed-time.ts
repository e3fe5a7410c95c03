import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * The setup of a test file whose component calls the API at a known time: a fetch mock stubbed in for each
 * test and a faked Date (timers stay real), both undone after it with the rendered tree. Returns the mock.
 */
export function stubFetchAtFixedTime(now: string) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });
  return fetchMock;
}
