import { createBrowserRouter, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import type { I18n } from '@/lib/i18n';
import type { Language } from '@filmhyllan/contract';
import { portalOfPath } from '@filmhyllan/contract/client';
import { appStorage } from '@/lib/storage';
import type { Site } from '@/lib/site';
import { customerRoutes } from '../portals/customer/routes';
import { librarianRoutes } from '../portals/librarian/routes';
import { operatorRoutes } from '../portals/operator/routes';
import { AppShell } from './app-shell';
import { languageRedirect } from './path-rules';
import { RouteError } from './route-error';
import { BootShell } from './boot-shell';

interface RouterDeps {
  site: Site;
  i18n: I18n;
}

/**
 * The path rules every page passes (spec section 2), then the page's language is applied before it renders.
 * A page of the other portal is loaded as a new document: each document runs one portal with its own session.
 */
export function languageLoader({ site, i18n }: RouterDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const to = languageRedirect(url, site.country, appStorage().get('userLanguage'));
    if (to) throw redirect(to);
    const portal = portalOfPath(url.pathname);
    if (portal !== site.portal) throw redirectDocument(`${url.pathname}${url.search}${url.hash}`);

    const lang = url.pathname.split('/')[1] as Language;
    if (i18n.language !== lang) await i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
    appStorage().set('userLanguage', lang);
    return null;
  };
}

export function createAppRouter(deps: RouterDeps) {
  const loader = languageLoader(deps);
  return createBrowserRouter([
    {
      // Any path: '/' and paths without a language prefix are redirected by the loader; '/:lang' would not
      // match '/' itself.
      path: '/',
      loader,
      shouldRevalidate: () => true,
      Component: AppShell,
      ErrorBoundary: RouteError,
      HydrateFallback: BootShell,
      children: [
        {
          path: ':lang',
          children: [librarianRoutes, operatorRoutes, customerRoutes],
        },
      ],
    },
  ]);
}
