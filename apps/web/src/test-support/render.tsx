import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { I18nProvider } from '@/lib/i18n-react';
import type { Language, Translations } from '@filmhyllan/contract';
import { createI18n } from '@/lib/i18n';
import { createErrorStore, createQueryClient } from '@/lib/network-state';
import { SiteContext, type Site } from '@/lib/site';

export interface RenderOptions {
  language?: Language;
  texts?: Translations;
  queryClient?: QueryClient;
  /** The page's site (country, portal, error store); components that call `useSite` need one. */
  site?: Site;
  /** A router at `url`, with `ui` as the element of the route `path` (or, without a path, directly inside it). */
  route?: { url: string; path?: string };
}

/**
 * Renders `ui` inside the providers the app gives it: a QueryClient (a plain one unless given), i18n in
 * `language` with only `texts`, so a missing text shows as its key, and, when asked for, a site and a router.
 */
export async function renderWithProviders(
  ui: ReactNode,
  { language = 'sv', texts = {}, queryClient = new QueryClient(), site, route }: RenderOptions = {},
) {
  const i18n = await createI18n(language, texts, () => {});
  let content = ui;
  if (route) {
    content = (
      <MemoryRouter initialEntries={[route.url]}>
        {route.path === undefined ? (
          ui
        ) : (
          <Routes>
            <Route path={route.path} element={ui} />
          </Routes>
        )}
      </MemoryRouter>
    );
  }
  content = (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{content}</I18nProvider>
    </QueryClientProvider>
  );
  const view = render(site ? <SiteContext.Provider value={site}>{content}</SiteContext.Provider> : content);
  return { ...view, queryClient };
}

/** A Swedish customer page's site, with an error store of its own unless given one. */
export function customerSite(errors = createErrorStore('customer')): Site {
  return { country: 'se', portal: 'customer', locale: 'sv-SE', errors };
}

/** The app's own QueryClient, whose failed calls reach the customer error store. */
export function appQueryClient() {
  const errors = createErrorStore('customer');
  return { errors, queryClient: createQueryClient(errors) };
}
