import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { requireOperatorRedirect } from '@/app/path-rules';
import { RouteError } from '@/app/route-error';

/** Every console page but the login needs an operator session; who it belongs to is asked once per document. */
async function requireOperator({ params, request }: LoaderFunctionArgs) {
  const { loadCurrentOperator } = await import('./features/account/api/operator-session');
  const operator = await loadCurrentOperator();
  const to = requireOperatorRedirect(params.lang as Language, new URL(request.url), !!operator);
  if (to) throw redirect(to);
  return null;
}

/** The patterns in paths.ts start with 'admin/'; inside this tree they are relative to it. */
const child = (pattern: string) => pattern.replace(/^admin\/?/, '');
const o = paths.operator;

/** The operator console's route tree, under /{lang}/admin/, in chunks of its own (decision 037). */
export const operatorRoutes: RouteObject = {
  id: 'operator',
  path: 'admin',
  lazy: () => import('./layout/operator-layout').then((m) => ({ Component: m.OperatorLayout })),
  ErrorBoundary: RouteError,
  children: [
    {
      index: true,
      loader: requireOperator,
      lazy: () => import('./routes/audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.login.pattern),
      loader: async () => {
        const { loadCurrentOperator } = await import('./features/account/api/operator-session');
        await loadCurrentOperator();
        return null;
      },
      lazy: () => import('./routes/login-page').then((m) => ({ Component: m.OperatorLoginPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.libraries.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/libraries-page').then((m) => ({ Component: m.LibrariesPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.newLibrary.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/new-library-page').then((m) => ({ Component: m.NewLibraryPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.library.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/library-page').then((m) => ({ Component: m.LibraryPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.titles.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/titles-page').then((m) => ({ Component: m.TitlesPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.newTitle.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/new-title-page').then((m) => ({ Component: m.NewTitlePage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.title.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/title-page').then((m) => ({ Component: m.TitlePage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.series.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/series-page').then((m) => ({ Component: m.SeriesPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.site.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/site-page').then((m) => ({ Component: m.SitePage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.operators.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/operators-page').then((m) => ({ Component: m.OperatorsPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.previews.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/previews-page').then((m) => ({ Component: m.PreviewsPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.catalogueImport.pattern),
      loader: requireOperator,
      lazy: () =>
        import('./routes/catalogue-import-page').then((m) => ({ Component: m.CatalogueImportPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.jobs.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/jobs-page').then((m) => ({ Component: m.JobsPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.apiTokens.pattern),
      loader: requireOperator,
      lazy: () => import('./routes/api-tokens-page').then((m) => ({ Component: m.ApiTokensPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: child(o.setPassword.pattern),
      // Like the login: the page frame waits for who the session belongs to (nobody, for a new operator).
      loader: async () => {
        const { loadCurrentOperator } = await import('./features/account/api/operator-session');
        await loadCurrentOperator();
        return null;
      },
      lazy: () =>
        import('./routes/set-password-page').then((m) => ({ Component: m.OperatorSetPasswordPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: '*',
      loader: requireOperator,
      lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.OperatorNotFoundPage })),
      ErrorBoundary: RouteError,
    },
  ],
};
