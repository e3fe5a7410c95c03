import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Language, Translations } from '@filmhyllan/contract';
import { configureApiClient } from '@/lib/api-client';
import { createErrorStore, createQueryClient, type ErrorStore } from '@/lib/network-state';
import { applyLoginChange, getSession, resetSessionForTests, startSession } from '@/lib/session';
import { json } from '@/test-support/fixtures';
import { customerSite, renderWithProviders } from '@/test-support/render';

/** Test helpers for the catalogue's component tests (not a test file itself). */

export { json, titleSummary } from '@/test-support/fixtures';

type Handler = (params: URLSearchParams, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fetch that answers by API path ('/user/favourite/add_favourite'); an unknown path is a 404. The
 * parameters are the query string of a GET or the form body of a POST.
 */
export function apiServer(routes: Record<string, Handler>) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://test');
    const path = url.pathname.replace(/^\/api/, '');
    const params = init?.method === 'POST' ? new URLSearchParams(String(init.body)) : url.searchParams;
    const handler = routes[path];
    if (!handler) return json(404, { success: false, error: { code: 'NOT_FOUND', message: path } });
    return handler(params, init);
  };
}

/** A started customer session, logged in as a patron when `user` is true. */
export async function startTestSession(
  fetchMock: { mockImplementationOnce(fn: typeof fetch): unknown },
  user: boolean,
) {
  resetSessionForTests();
  document.cookie = 'customer_portal_sessionid=; path=/; max-age=0';
  document.cookie = 'customer_portal_csrftoken=; path=/; max-age=0';
  configureApiClient({ baseUrl: '/api', session: () => getSession(), language: () => 'sv' });
  fetchMock.mockImplementationOnce(async () =>
    json(200, { success: true, sessionid: 'session-1', csrftoken: 'csrf-1' }),
  );
  await startSession('customer', { reload: () => {}, now: () => 0, guard: undefined });
  if (user) {
    applyLoginChange('csrf-2', {
      user: { username: 'ulla', email: 'ulla@example.com', first_name: 'Ulla', last_name: 'Berg' },
      librarian: null,
    });
  }
}

export interface Rendered {
  queryClient: QueryClient;
  errors: ErrorStore;
}

/**
 * Renders catalogue UI as the app does: site, the app's own QueryClient (so errors reach the error store),
 * i18n with the given texts, and a router at `url` matching `path`.
 */
export async function renderCatalogue(
  ui: ReactNode,
  {
    url = '/sv/library/1/all',
    path = '/:lang/library/:libraryId/all',
    language = 'sv',
    texts = {},
    queryClient,
    prefill,
  }: {
    url?: string;
    path?: string;
    language?: Language;
    texts?: Translations;
    queryClient?: QueryClient;
    /** Fills the cache before the first render. */
    prefill?: (client: QueryClient) => void;
  } = {},
): Promise<Rendered> {
  const errors = createErrorStore('customer');
  const client = queryClient ?? createQueryClient(errors);
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  prefill?.(client);
  await renderWithProviders(ui, {
    language,
    texts,
    queryClient: client,
    site: customerSite(errors),
    route: { url, path },
  });
  return { queryClient: client, errors };
}
