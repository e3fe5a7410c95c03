import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { requireUserRedirect } from '@/app/path-rules';
import { RouteError } from '@/app/route-error';
import { getSession } from '@/lib/session';

/** Pages that show a user's own data; see requireUserRedirect for why catalogue pages are not among them. */
function requireUser({ params, request }: LoaderFunctionArgs) {
  const to = requireUserRedirect(
    params.lang as Language,
    new URL(request.url).pathname,
    !!getSession()?.loginData.user,
  );
  if (to) throw redirect(to);
  return null;
}

const c = paths.customer;

/**
 * The customer portal's route tree (spec section 2), under /{lang}/. The layout and every screen are their
 * own lazily loaded chunks; guards are plain loaders so they run before any chunk arrives.
 */
export const customerRoutes: RouteObject = {
  id: 'customer',
  lazy: () => import('./layout/customer-layout').then((m) => ({ Component: m.CustomerLayout })),
  ErrorBoundary: RouteError,
  children: [
    {
      index: true,
      lazy: () => import('./routes/front-page').then((m) => ({ Component: m.FrontPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: c.libraryAll.pattern,
      lazy: () => import('./routes/library-pages').then((m) => ({ Component: m.AllTitlesPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: c.librarySelected.pattern,
      lazy: () => import('./routes/library-pages').then((m) => ({ Component: m.SelectedTitlesPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: c.series.pattern,
      lazy: () => import('./routes/library-pages').then((m) => ({ Component: m.SeriesPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: c.librarySearch.pattern,
      lazy: () => import('./routes/library-pages').then((m) => ({ Component: m.SearchPage })),
      ErrorBoundary: RouteError,
    },
    ...[
      { route: c.title, screen: 'TitlePage' },
      { route: c.watchAsAdmin, screen: 'WatchAsAdminPage' },
      { route: c.watchAsSpecial, screen: 'WatchAsSpecialPage' },
      { route: c.watchAsLibrarian, screen: 'WatchAsLibrarianPage' },
    ].map(({ route, screen }): RouteObject => ({
      path: route.pattern,
      lazy: () => import('./routes/title-page').then((m) => ({ Component: m[screen as keyof typeof m] })),
      ErrorBoundary: RouteError,
    })),
    {
      path: c.upcoming.pattern,
      lazy: () => import('./routes/upcoming-page').then((m) => ({ Component: m.UpcomingPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: c.privacyPolicy.pattern,
      lazy: () => import('./routes/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: c.accessibility.pattern,
      lazy: () => import('./routes/accessibility-page').then((m) => ({ Component: m.AccessibilityPage })),
      ErrorBoundary: RouteError,
    },
    // Pages that show the user's own data: without a user they go to the front page.
    {
      path: c.transition.pattern,
      loader: requireUser,
      lazy: () => import('./routes/account-pages').then((m) => ({ Component: m.TransitionPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: c.profile.pattern,
      loader: requireUser,
      lazy: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
      ErrorBoundary: RouteError,
    },
    {
      path: c.settings.pattern,
      loader: requireUser,
      lazy: () => import('./routes/settings-page').then((m) => ({ Component: m.SettingsPage })),
      ErrorBoundary: RouteError,
    },
    {
      // With a token it is the recovery e-mail's link, opened logged out by definition; without one it is the
      // logged-in change of password.
      path: c.changePassword.pattern,
      loader: (args) => (args.params.actionParam ? null : requireUser(args)),
      lazy: () => import('./routes/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
      ErrorBoundary: RouteError,
    },
    {
      // Shown right after the account is deleted, when nobody is logged in any more.
      path: c.accountDeleted.pattern,
      lazy: () => import('./routes/account-pages').then((m) => ({ Component: m.AccountDeletedPage })),
      ErrorBoundary: RouteError,
    },
    {
      path: '*',
      lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      ErrorBoundary: RouteError,
    },
  ],
};
