import { Link, NavLink, Outlet, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { PRODUCT_NAME } from '@/lib/build-options';
import { useLoginData } from '@/lib/session';
import { useLibrarianData } from '../features/account/api/get-librarian-data';
import { useLibrarianLogout } from '../features/account/api/librarian-logout';
import { truncateUsername } from './truncate-username';
import styles from './librarian-layout.module.css';

/**
 * The librarian area's layout (spec section 2): the logo goes to statistics when logged in, else to the login;
 * the menu (my titles, statistics, the library's public catalogue in a new tab, change budget, logout) shows
 * for a logged-in librarian only.
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
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `${styles.navLink} ${isActive ? styles.navActive : ''}`;

  return (
    <>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={librarian ? l.statistics.href({ lang }) : l.login.href({ lang })} className={styles.logo}>
            <span>{PRODUCT_NAME}</span>
            <span className={styles.area}>{t('library')}</span>
          </Link>
          {librarian && (
            <nav aria-label={t('librarian_portal')} className={styles.nav}>
              <ul>
                <li>
                  <NavLink to={l.catalogue.href({ lang })} className={navClass}>
                    {t('my_titles')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={l.statistics.href({ lang })} end className={navClass}>
                    {t('statistics')}
                  </NavLink>
                </li>
                <li>
                  {/* The public catalogue is the customer portal: another document, in a new tab. */}
                  <a
                    // get_librarian_data's library; until it has answered, the session's (the same library).
                    href={paths.customer.libraryAll.href({
                      lang,
                      libraryId: libraryId ?? librarian.library_id,
                    })}
                    target="_blank"
                    rel="noopener"
                    className={styles.navLink}
                  >
                    {t('public_catalogue')}
                    <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
                  </a>
                </li>
                <li>
                  <NavLink to={l.settings.href({ lang })} className={navClass}>
                    {t('change_budget')}
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className={styles.logout}
                    title={librarian.username}
                    aria-busy={logout.isPending || undefined}
                    onClick={() => {
                      if (!logout.isPending) logout.mutate();
                    }}
                  >
                    {t('log_out')} ({truncateUsername(librarian.username)})
                  </button>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
