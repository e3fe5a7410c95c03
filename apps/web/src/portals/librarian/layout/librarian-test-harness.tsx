import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Portal, Translations } from '@filmhyllan/contract';
import { configureApiClient } from '@/lib/api-client';
import { createI18n } from '@/lib/i18n';
import { I18nProvider } from '@/lib/i18n-react';
import { createErrorStore, createQueryClient } from '@/lib/network-state';
import { getSession, resetSessionForTests, startSession } from '@/lib/session';
import { SiteContext } from '@/lib/site';

/** Test helpers for the librarian area (not a test file itself). */

/** A librarian-portal session logged in as librarian "bibliotekarie" of library 5, as a page's boot data gives it. */
export async function startLibrarianSession() {
  resetSessionForTests();
  configureApiClient({ baseUrl: '/api', session: () => getSession(), language: () => 'sv' });
  await startSession(
    'librarian',
    { reload: () => {}, now: () => 0, guard: undefined },
    {
      sessionid: 'S1',
      csrftoken: 'C1',
      login_data: { user: null, librarian: { username: 'bibliotekarie', library_id: 5 } },
    },
  );
}

/**
 * Renders `ui` as the app does in the given portal (the librarian area unless told): the site with its error
 * store, the app's own QueryClient (failed calls reach the store), i18n in Swedish with `texts`, and a router
 * at `url` under /:lang/lib/.
 */
export async function renderInPortal(
  ui: ReactNode,
  {
    portal = 'librarian',
    url = '/sv/lib/',
    texts = {},
  }: { portal?: Portal; url?: string; texts?: Translations } = {},
) {
  const i18n = await createI18n('sv', texts, () => {});
  const errors = createErrorStore(portal);
  const queryClient = createQueryClient(errors);
  const site = { country: 'se' as const, portal, locale: 'sv-SE', errors };
  const view = render(
    <SiteContext.Provider value={site}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/:lang/lib/*" element={ui} />
            </Routes>
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>
    </SiteContext.Provider>,
  );
  return { ...view, errors, queryClient };
}
