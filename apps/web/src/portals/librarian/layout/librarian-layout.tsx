import { useId, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import menuButtonStyles from '@/components/ui/menu-button.module.css';
import { usePopover } from '@/components/ui/use-popover';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { PRODUCT_NAME } from '@/lib/build-options';
import { useLoginData } from '@/lib/session';
import { useLibrarianData } from '../features/account/api/get-librarian-data';
import { useLibrarianLogout } from '../features/account/api/librarian-logout';
import { truncateUsername } from './truncate-username';
import frame from '@/components/ui/portal-header.module.css';
import styles from './librarian-layout.module.css';

/**
 * The librarian area's layout (spec section 2): the logo goes to statistics when logged in, else to the login;
 * the menu (my titles, statistics, the library's public catalogue in a new tab, change budget, logout) shows
 * for a logged-in librarian only. On a phone or tablet the menu folds behind a Menu button (NavMenu), so the
 * header is one row instead of three.
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
      <header className={frame.header}>
        <div className={frame.inner}>
          <Link to={librarian ? l.statistics.href({ lang }) : l.login.href({ lang })} className={frame.logo}>
            <span>{PRODUCT_NAME}</span>
            <span className={styles.area}>{t('library')}</span>
          </Link>
          {librarian && (
            <NavMenu label={t('librarian_portal')} buttonText={t('menu')}>
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
            </NavMenu>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={frame.main}>
        <Outlet />
      </main>
    </>
  );
}

/**
 * The header's navigation. Wide screens show its entries in a row; a phone or tablet shows a Menu button that
 * opens them as a panel under the header: a disclosure (the entries are ordinary links and a button, not an
 * ARIA menu). Escape (focus back on the button), a click outside and a navigation close it (usePopover).
 */
function NavMenu({
  label,
  buttonText,
  children,
}: {
  label: string;
  buttonText: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { open, setOpen, rootRef, buttonRef } = usePopover<HTMLElement>(undefined, pathname);
  const listId = useId();

  return (
    <nav aria-label={label} className={styles.nav} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${menuButtonStyles.button} ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {buttonText}
      </button>
      <ul id={listId} className={open ? styles.listOpen : undefined}>
        {children}
      </ul>
    </nav>
  );
}
