import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { libraryHref, libraryIdOf, paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { openAccountModal } from '@/lib/account-modal';
import { buildOptions, PRODUCT_NAME } from '@/lib/build-options';
import { useLoginData } from '@/lib/session';
import { useSite } from '@/lib/site';
import { appStorage } from '@/lib/storage';
import { useAllLibraries } from '../features/libraries/api/get-all-libraries';
import { LibrarySelect } from '../features/libraries/components/library-select';
import { accountItems, userDisplayName } from './account-items';
import { ChildModeBadge } from './child-mode-badge';
import { useLogout } from './api/logout';
import { DotsMenu } from './dots-menu';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { MenuButton, type MenuItem } from './menu-button';
import { NavRow } from './nav-row';
import { useChildMode } from './use-child-mode';
import styles from './customer-header.module.css';

/**
 * The library the header works with: the page's, else the last one chosen, if the country has it. While the
 * libraries load the candidate is trusted: the nav row and the search link are drawn in their final place at
 * once instead of pushing the page when the list arrives (layout shift); an unknown id is dropped then.
 */
function useCurrentLibraryId(pathname: string): number | undefined {
  const { country } = useSite();
  const libraries = useAllLibraries(country);
  const candidate = libraryIdOf(pathname) ?? appStorage().get('lastSelectedLibrary');
  if (candidate === undefined) return undefined;
  if (!libraries.data) return libraries.isPending ? candidate : undefined;
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

interface CustomerHeaderProps {
  /** Counts logins and registrations made in the account modals: each moves focus to the user menu. */
  loginCount: number;
}

/**
 * The customer header (spec section 2): logo, library switcher, language selector (when there is a choice),
 * Log in and Help (logged out) or the user menu (logged in), and the mid-row nav. On small screens a ⋮ menu
 * holds the language choice and the account entries, and shows the user's initial when logged in.
 */
export function CustomerHeader({ loginCount }: CustomerHeaderProps) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useLoginData();
  const libraryId = useCurrentLibraryId(location.pathname);
  const childMode = useChildMode();
  const loginSlot = useRef<HTMLSpanElement>(null);
  const userMenuButton = useRef<HTMLButtonElement>(null);
  const dotsButton = useRef<HTMLButtonElement>(null);
  /** Counts logouts; with loginCount, a change moves focus to the account control that appeared. */
  const [logoutCount, setLogoutCount] = useState(0);
  const accountChanges = loginCount + logoutCount;
  const focusedChanges = useRef(accountChanges);

  const logout = useLogout(async () => {
    setLogoutCount((count) => count + 1);
    await navigate(paths.customer.front.href({ lang }));
  });

  useEffect(() => {
    if (accountChanges === focusedChanges.current) return;
    focusedChanges.current = accountChanges;
    focusFirstShown(user ? [userMenuButton, dotsButton] : [loginSlot, dotsButton]);
  }, [accountChanges, user]);

  const c = paths.customer;
  const isFront = location.pathname === c.front.href({ lang });
  const onAccountPage = ['profile', 'settings'].includes(location.pathname.split('/')[2] ?? '');
  const showNav = !onAccountPage && !new URLSearchParams(location.search).has('ehub_access');
  const showUpcoming = libraryId !== buildOptions.hideUpcomingLibraryId;
  const items = accountItems({
    t,
    lang,
    loggedIn: !!user,
    onLogIn: () => openAccountModal('login'),
    onHelp: () => openAccountModal('help'),
    onLogOut: () => logout.mutate(),
  });
  const name = user && userDisplayName(user);
  const initial = name && [...name][0]?.toLocaleUpperCase(lang);

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

        {childMode && (
          <div className={styles.childMode}>
            <ChildModeBadge source={childMode} />
          </div>
        )}

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
          {!user && (
            <button
              type="button"
              className={`${styles.textLink} ${styles.wideOnly}`}
              onClick={() => openAccountModal('help')}
            >
              {t('help')}
            </button>
          )}
          {!user && (
            <span ref={loginSlot} className={styles.loginSlot}>
              <Button variant="primary" size="small" onClick={() => openAccountModal('login')}>
                {t('log_in')}
              </Button>
            </span>
          )}
          {name && (
            <div className={styles.wideOnly}>
              {/*
               * The name is the button's visible text and its accessible name says "Logged in as <name>", which
               * contains it (WCAG 2.5.3). The initial is drawn by CSS (data-initial), so that it is not part of
               * the visible text either: "DDemo" is not in "Logged in as Demo" (axe label-content-name-mismatch).
               */}
              <MenuButton
                label={t('logged_in_as', { username: name })}
                items={items}
                buttonRef={userMenuButton}
              >
                <span className={styles.avatar} data-initial={initial} aria-hidden="true" />
                <span className={styles.userName}>{name}</span>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.chevron}>
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </MenuButton>
            </div>
          )}
          {/* Help is always in it, so the ⋮ menu is always there on a phone. */}
          <div className={styles.narrowOnly}>
            <DotsMenu
              // On a phone the ⋮ button shows the initial too: the logged-in state stays visible.
              label={
                name ? `${t('more_options')} – ${t('logged_in_as', { username: name })}` : t('more_options')
              }
              badge={initial && <span className={styles.avatar} data-initial={initial} aria-hidden="true" />}
              buttonRef={dotsButton}
            >
              {(close) => (
                <>
                  {name && <p className={styles.menuUser}>{t('logged_in_as', { username: name })}</p>}
                  <LanguageSelector layout="column" />
                  <AccountLinks
                    // Log in has its own button beside the ⋮ on phones too.
                    items={items.filter((item) => item.id !== 'log-in')}
                    onChoose={() => {
                      close();
                      // The panel hides the entry just used: a modal it opens gives focus back to the ⋮.
                      dotsButton.current?.focus();
                    }}
                  />
                </>
              )}
            </DotsMenu>
          </div>
        </div>
      </div>

      {showNav && (libraryId !== undefined || showUpcoming) && (
        <NavRow label={t('menu')} contentKey={`${lang}|${libraryId ?? ''}|${showUpcoming}`}>
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
        </NavRow>
      )}
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
