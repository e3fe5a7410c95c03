import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureApiClient } from '@/lib/api-client';
import { getSession, resetSessionForTests, startSession } from '@/lib/session';
import { json } from './fixtures';

/**
 * Forgets the customer cookies and session, stubs the global fetch with `fetchMock` and starts an anonymous
 * customer session through it (sessionid S1, csrftoken C1), as the app does on load.
 */
export async function startCustomerSession(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  document.cookie = 'customer_portal_sessionid=; path=/; max-age=0';
  document.cookie = 'customer_portal_csrftoken=; path=/; max-age=0';
  resetSessionForTests();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ session: () => getSession() });
  fetchMock.mockResolvedValueOnce(json(200, { success: true, sessionid: 'S1', csrftoken: 'C1' }));
  await startSession('customer', { reload: vi.fn(), now: () => 0, guard: undefined });
}

/** Stubs the global fetch with `fetchMock` and has the API client send a fixed session (S1, C1). */
export function stubApi(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ session: () => ({ sessionid: 'S1', csrftoken: 'C1' }) });
}

/** Unmounts what the test rendered and puts fetch back, with no calls or answers left on `fetchMock`. */
export function restoreFetch(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
}

/**
 * For a test file whose tests start their own session: each test gets `fetchMock`, emptied, as the global
 * fetch; after it, what it rendered is unmounted, fetch put back and the session forgotten.
 */
export function stubFetchInEachTest(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    resetSessionForTests();
  });
}

/**
 * Forgets any session, stubs the global fetch with `fetchMock` and starts a console session (sessionid S1,
 * csrftoken C1) that the API client sends with every call, in Swedish, as a logged-in operator's page does.
 */
export async function startOperatorSession(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  resetSessionForTests();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '/api', session: () => getSession(), language: () => 'sv' });
  await startSession(
    'operator',
    { reload: () => {}, now: () => 0, guard: undefined },
    { sessionid: 'S1', csrftoken: 'C1', login_data: { user: null, librarian: null } },
  );
}
