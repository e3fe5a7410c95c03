import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@filmhyllan/contract';
import { libraryHref, libraryIdOf, paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { buildOptions, PRODUCT_NAME } from '@/lib/build-options';
import { useLoginData } from '@/lib/session';
import { useSite } from '@/lib/site';
import { appStorage } from '@/lib/storage';
import { useAllLibraries } from '../features/libraries/api/get-all-libraries';
import { LibrarySelect } from '../features/libraries/components/library-select';
import { useCountryConfig } from '../features/site-config/api/get-country-config';
import { accountItems, userDisplayName } from './account-items';
import { useLogout } from './api/logout';
import { DotsMenu } from './dots-menu';
import { LanguageSelector, useHasLanguageChoice } from './language-selector';
import { LoginModal } from './login-modal';
import { Logo } from './logo';
import { MenuButton, type MenuItem } from './menu-button';
import styles from './customer-header.module.css';

/** The library the header works with: the page's, else the last one chosen, if the country has it. */
function useCurrentLibraryId(pathname: string): number | undefined {
  const { country } = useSite();
  const libraries = useAllLibraries(country);
  const candidate = libraryIdOf(pathname) ?? appStorage().get('lastSelectedLibrary');
  if (candidate === undefined || !libraries.data) return undefined;
  return libraries.data.libraries.some((library) => library.id === candidate) ? candidate : undefined;
}

/** True when the element takes up room on the page (the wide and narrow variants hide each other). */
const isShown = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && element.getClientRects().length > 0;

/**
 * Focus for the account control that replaced the one just used: after a login the Log in button is gone, after
 * a logout the user menu is. The first control shown gets it (the narrow and wide variants hide each other).
 */
function focusFirstShown(candidates: RefObject<HTMLElement | null>[]): void {
  // A candidate may be the button itself or an element around it (the design-system Button takes no ref).
  const buttons = candidates.map(({ current }) =>
    current instanceof HTMLButtonElement ? current : (current?.querySelector('button') ?? null),
  );
  (buttons.find(isShown) ?? buttons.find((button) => button !== null))?.focus();
}

/**
 * The customer header (spec section 2): logo, library switcher, language selector (when there is a choice),
 * Log in and Help (logged out) or the user menu (logged in), and the mid-row nav. On small screens a ⋮ menu
 * holds the language choice and the account entries.
 */
export function CustomerHeader() {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useLoginData();
  const countryConfig = useCountryConfig(country);
  const hasLanguageChoice = useHasLanguageChoice();
  const [loginOpen, setLoginOpen] = useState(false);
  const libraryId = useCurrentLibraryId(location.pathname);
  const loginSlot = useRef<HTMLSpanElement>(null);
  const userMenuButton = useRef<HTMLButtonElement>(null);
  const dotsButton = useRef<HTMLButtonElement>(null);
  /** Set by a login or logout; the next render moves focus to the account control that appeared. */
  const [refocus, setRefocus] = useState(false);

  const logout = useLogout(async () => {
    setRefocus(true);
    await navigate(paths.customer.front.href({ lang }));
  });

  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    focusFirstShown(user ? [userMenuButton, dotsButton] : [loginSlot, dotsButton]);
  }, [refocus, user]);

  const c = paths.customer;
  const isFront = location.pathname === c.front.href({ lang });
  const onAccountPage = ['profile', 'settings'].includes(location.pathname.split('/')[2] ?? '');
  const showNav = !onAccountPage && !new URLSearchParams(location.search).has('ehub_access');
  const showUpcoming = libraryId !== buildOptions.hideUpcomingLibraryId;
  const helpUrl = countryConfig.data?.config.help_url;
  const items = accountItems({
    t,
    lang,
    helpUrl,
    loggedIn: !!user,
    onLogIn: () => setLoginOpen(true),
    onLogOut: () => logout.mutate(),
  });

  const chooseLibrary = (id: number) => {
    appStorage().set('lastSelectedLibrary', id);
    void navigate(libraryHref(lang, id, location.pathname));
  };

  const navClass = ({ isActive }: { isActive: boolean }) =>
    `${styles.navLink} ${isActive ? styles.navActive : ''}`;

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to={c.front.href({ lang })} className={styles.logo}>
          <Logo />
          <span>{PRODUCT_NAME}</span>
        </Link>

        {!isFront && (
          <div className={styles.switcher}>
            <LibrarySelect value={libraryId} onChoose={chooseLibrary} size="compact" hideLabel />
            {libraryId !== undefined && showNav && (
              <div className={styles.narrowOnly}>
                <SearchLink lang={lang} libraryId={libraryId} className={() => styles.iconLink ?? ''} />
              </div>
            )}
          </div>
        )}

        <div className={styles.actions}>
          <div className={styles.wideOnly}>
            <LanguageSelector />
          </div>
          {!user && helpUrl && (
            <a
              className={`${styles.textLink} ${styles.wideOnly}`}
              href={helpUrl}
              target="_blank"
              rel="noreferrer"
            >
              {t('help')}
            </a>
          )}
          {!user && (
            <span ref={loginSlot} className={styles.loginSlot}>
              <Button variant="primary" size="small" onClick={() => setLoginOpen(true)}>
                {t('log_in')}
              </Button>
            </span>
          )}
          {user && (
            <div className={styles.wideOnly}>
              <MenuButton
                label={t('logged_in_as', { username: userDisplayName(user) })}
                items={items}
                buttonRef={userMenuButton}
              >
                <span className={styles.avatar} aria-hidden="true">
                  {[...userDisplayName(user)][0]?.toLocaleUpperCase(lang)}
                </span>
                <span className={styles.userName}>{userDisplayName(user)}</span>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.chevron}>
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </MenuButton>
            </div>
          )}
          {(hasLanguageChoice || helpUrl || user) && (
            <div className={styles.narrowOnly}>
              <DotsMenu label={t('more_options')} buttonRef={dotsButton}>
                {(close) => (
                  <>
                    {user && (
                      <p className={styles.menuUser}>
                        {t('logged_in_as', { username: userDisplayName(user) })}
                      </p>
                    )}
                    <LanguageSelector layout="column" />
                    <AccountLinks
                      // Log in has its own button beside the ⋮ on phones too.
                      items={items.filter((item) => item.id !== 'log-in')}
                      onChoose={close}
                    />
                  </>
                )}
              </DotsMenu>
            </div>
          )}
        </div>
      </div>

      {showNav && (libraryId !== undefined || showUpcoming) && (
        <nav className={styles.nav} aria-label={t('menu')}>
          <ul>
            {libraryId !== undefined && (
              <>
                <li>
                  <NavLink to={c.librarySelected.href({ lang, libraryId })} className={navClass}>
                    {t('selected_titles')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={c.libraryAll.href({ lang, libraryId })} className={navClass}>
                    {t('all_titles')}
                  </NavLink>
                </li>
              </>
            )}
            {showUpcoming && (
              <li>
                <NavLink to={c.upcoming.href({ lang })} className={navClass}>
                  {t('upcoming_titles')}
                </NavLink>
              </li>
            )}
            {libraryId !== undefined && (
              <li className={`${styles.searchItem} ${styles.wideOnly}`}>
                <SearchLink lang={lang} libraryId={libraryId} className={navClass} />
              </li>
            )}
          </ul>
        </nav>
      )}
      <LoginModal
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        onLoggedIn={() => {
          setLoginOpen(false);
          setRefocus(true);
        }}
      />
    </header>
  );
}

/** The search icon: in the nav row on wide screens, beside the library switcher on phones (never scrolled away). */
function SearchLink({
  lang,
  libraryId,
  className,
}: {
  lang: Language;
  libraryId: number;
  className: (state: { isActive: boolean }) => string;
}) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={paths.customer.librarySearch.href({ lang, libraryId })}
      className={className}
      aria-label={t('search')}
      title={t('search')}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.searchIcon}>
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </NavLink>
  );
}

/** The account entries as plain links and buttons, for the ⋮ disclosure (which is not an ARIA menu). */
function AccountLinks({ items, onChoose }: { items: readonly MenuItem[]; onChoose(): void }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.menuList}>
      {items.map((item) => (
        <li key={item.id}>
          {'to' in item ? (
            <Link className={styles.menuLink} to={item.to}>
              {item.label}
            </Link>
          ) : 'href' in item ? (
            <a className={styles.menuLink} href={item.href} target="_blank" rel="noreferrer">
              {item.label}
            </a>
          ) : (
            <button
              type="button"
              className={styles.menuLink}
              onClick={() => {
                onChoose();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
