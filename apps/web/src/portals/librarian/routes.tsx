import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { requireLibrarianRedirect } from '@/app/path-rules';
import { RouteError } from '@/app/route-error';
import { getSession } from '@/lib/session';

/** Every librarian page but the login needs a librarian session (spec section 2). */
function requireLibrarian({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = requireLibrarianRedirect(params.lang as Language, url, !!getSession()?.loginData.librarian);
  if (to) throw redirect(to);
  return null;
}

/** The patterns in paths.ts start with 'lib/'; inside this tree they are relative to it. */
const child = (pattern: string) => pattern.replace(/^lib\/?/, '');
const l = paths.librarian;

/** The librarian portal's route tree, under /{lang}/lib/, with its own layout and not-found page. */
export const librarianRoutes: RouteObject = {
  id: 'librarian',
  path: 'lib',
  lazy: () => import('./layout/librarian-layout').then((m) => ({ Component: m.LibrarianLayout })),
  ErrorBoundary: RouteError,
  children: [
    {
      index: true,
      loader: requireLibrarian,
      lazy: () => import('./routes/librarian-pages').then((m) => ({ Component: m.StatisticsPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(l.login.pattern),
      lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LibrarianLoginPage })),
      ErrorBoundary: RouteError,
    },
    // The spec's form of the login's next: /lib/login/{next}.
    {
      path: `${child(l.login.pattern)}/*`,
      lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LibrarianLoginPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(l.setPassword.pattern),
      lazy: () =>
        import('./routes/set-password-page').then((m) => ({ Component: m.LibrarianSetPasswordPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(l.catalogue.pattern),
      loader: requireLibrarian,
      lazy: () => import('./routes/librarian-pages').then((m) => ({ Component: m.CataloguePage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(l.lists.pattern),
      loader: requireLibrarian,
      lazy: () => import('./routes/librarian-pages').then((m) => ({ Component: m.ListsPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(l.settings.pattern),
      loader: requireLibrarian,
      lazy: () => import('./routes/librarian-pages').then((m) => ({ Component: m.BudgetSettingsPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: '*',
      lazy: () => import('./routes/librarian-pages').then((m) => ({ Component: m.LibrarianNotFoundPage })),
      ErrorBoundary: RouteError,
    },
  ],
};
