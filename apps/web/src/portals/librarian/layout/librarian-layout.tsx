import { Outlet, useNavigate, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { PortalHeader } from '@/components/ui/portal-header';
import frame from '@/components/ui/portal-header.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { useLoginData } from '@/lib/session';
import { useLibrarianData } from '../features/account/api/get-librarian-data';
import { useLibrarianLogout } from '../features/account/api/librarian-logout';
import { truncateUsername } from './truncate-username';

/**
 * The librarian area's layout (spec section 2): the logo goes to statistics when logged in, else to the login;
 * the menu (my titles, statistics, the library's public catalogue in a new tab, change budget, logout) shows
 * for a logged-in librarian only. On a phone or tablet the menu folds behind a Menu button, so the header is one
 * row instead of three.
 */
export function LibrarianLayout() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const navigate = useNavigate();
  const { librarian } = useLoginData();
  const librarianData = useLibrarianData(!!librarian);
  const logout = useLibrarianLogout(() => navigate(paths.librarian.login.href({ lang })));
  const l = paths.librarian;
  const libraryId = librarianData.data?.library.id;

  return (
    <>
      <PortalHeader
        homeHref={librarian ? l.statistics.href({ lang }) : l.login.href({ lang })}
        badge={t('library')}
        badgeTone="accent"
        nav={
          librarian
            ? {
                label: t('librarian_portal'),
                menuButtonText: t('menu'),
                items: [
                  { label: t('my_titles'), to: l.catalogue.href({ lang }) },
                  { label: t('librarian_lists'), to: l.lists.href({ lang }) },
                  { label: t('statistics'), to: l.statistics.href({ lang }), end: true },
                  {
                    label: t('public_catalogue'),
                    // get_librarian_data's library; until it has answered, the session's (the same library).
                    href: paths.customer.libraryAll.href({
                      lang,
                      libraryId: libraryId ?? librarian.library_id,
                    }),
                    newTabNote: t('opens_in_new_tab'),
                  },
                  { label: t('change_budget'), to: l.settings.href({ lang }) },
                ],
                logout: {
                  label: t('log_out'),
                  username: librarian.username,
                  shownUsername: truncateUsername(librarian.username),
                  pending: logout.isPending,
                  onLogout: () => logout.mutate(),
                },
              }
            : undefined
        }
      />
      <main id="main" tabIndex={-1} className={frame.main}>
        <Outlet />
      </main>
    </>
  );
}
