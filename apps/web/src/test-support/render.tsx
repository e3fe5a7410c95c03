import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@/lib/i18n-react';
import type { Language, Translations } from '@filmhyllan/contract';
import { createI18n } from '@/lib/i18n';
import { createErrorStore, createQueryClient } from '@/lib/network-state';

/**
 * Renders `ui` inside the providers every component needs: a QueryClient (a plain one unless given) and
 * i18n in `language` with only `texts`, so a missing text shows as its key.
 */
export async function renderWithProviders(
  ui: ReactNode,
  {
    language = 'sv',
    texts = {},
    queryClient = new QueryClient(),
  }: { language?: Language; texts?: Translations; queryClient?: QueryClient } = {},
) {
  const i18n = await createI18n(language, texts, () => {});
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The app's own QueryClient, whose failed calls reach the customer error store. */
export function appQueryClient() {
  const errors = createErrorStore('customer');
  return { errors, queryClient: createQueryClient(errors) };
}
