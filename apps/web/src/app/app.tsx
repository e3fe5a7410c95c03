import { useDeferredValue, useEffect, useState } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@/lib/i18n-react';
import { RouterProvider } from 'react-router';
import type { I18n } from '@/lib/i18n';
import type { Language } from '@filmhyllan/contract';
import { configureApiClient } from '@/lib/api-client';
import { SiteContext, type Site } from '@/lib/site';
import { boot, readBootData } from './bootstrap';
import { BootShell } from './boot-shell';
import { createAppRouter } from './router';
import { StartupError } from './startup-error';

interface AppProps {
  site: Site;
  queryClient: QueryClient;
  initialLanguage: Language;
}

export function App({ site, queryClient, initialLanguage }: AppProps) {
  return (
    <SiteContext.Provider value={site}>
      <QueryClientProvider client={queryClient}>
        <Boot site={site} initialLanguage={initialLanguage} />
      </QueryClientProvider>
    </SiteContext.Provider>
  );
}

function Boot({ site, initialLanguage }: { site: Site; initialLanguage: Language }) {
  const started = useQuery({
    queryKey: ['boot', site.portal],
    queryFn: ({ signal }) => boot(site.portal, initialLanguage, signal, readBootData()),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // The start-up screen explains a failure itself; no popup on top of it.
    meta: { errorExempt: true },
  });

  // The whole page is built in a deferred render, which React interrupts to let the browser work, not in the
  // query's own update, which it would finish in one long task.
  const data = useDeferredValue(started.data);
  if (started.isError)
    return <StartupError language={initialLanguage} onRetry={() => void started.refetch()} />;
  if (!data || data.kind === 'reloading') return <BootShell />;
  return <Routes site={site} i18n={data.i18n} />;
}

function Routes({ site, i18n }: { site: Site; i18n: I18n }) {
  useEffect(() => configureApiClient({ language: () => i18n.language }), [i18n]);
  const [router] = useState(() => createAppRouter({ site, i18n }));
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
