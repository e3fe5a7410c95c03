import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { customerSite, renderWithProviders } from '@/test-support/render';
import { startCustomerSession } from '@/test-support/session';

/*
 * What the account modals' component tests share: a fetch mock that answers per endpoint path, a started
 * customer session (sessionid S1, csrftoken C1), Swedish on a Swedish site, and a router at /sv/...
 */

export { json, testUser as user } from '@/test-support/fixtures';

export const fetchMock = vi.fn<typeof fetch>();

/** The form bodies (or, for GET, the query strings) sent to a path, in order. */
export const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(path))
    .map(([url, init]) =>
      init?.body ? new URLSearchParams(String(init.body)) : new URL(String(url), 'http://x').searchParams,
    );

/** Answers each call by the end of its path; a path without an answer fails the call as a 500. */
export function answer(routes: Record<string, () => Response | Promise<Response>>) {
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(String(url), 'http://x').pathname;
    const route = Object.keys(routes).find((end) => path.endsWith(end));
    if (!route) return json(500, { success: false, error: { code: 'INTERNAL_ERROR', message: path } });
    return routes[route]!();
  });
}

/** Starts an anonymous customer session, then optionally logs it in as `user` (the session store only). */
export async function startTestSession() {
  await startCustomerSession(fetchMock);
  fetchMock.mockReset();
}

/** The path the router is at, for tests that follow a navigation. */
function CurrentPath() {
  return <span data-testid="path">{useLocation().pathname}</span>;
}

export async function renderWithApp(
  ui: ReactNode,
  options: { texts?: Translations; queryClient?: QueryClient; path?: string } = {},
) {
  const site = customerSite();
  const result = await renderWithProviders(
    <>
      {ui}
      <CurrentPath />
    </>,
    {
      texts: options.texts ?? {},
      queryClient: options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      site,
      route: { url: options.path ?? '/sv/library/1/all', path: '/:lang/*' },
    },
  );
  return { ...result, site };
}
