import { useId, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@/lib/build-options';
import menuButtonStyles from './menu-button.module.css';
import styles from './portal-header.module.css';
import { usePopover } from './use-popover';

/** One entry of a staff portal's navigation: a page of the portal, or another document in a new tab. */
export type PortalNavItem =
  { label: string; to: string; end?: boolean } | { label: string; href: string; newTabNote: string };

export interface PortalHeaderNav {
  /** The navigation landmark's name. */
  label: string;
  items: readonly PortalNavItem[];
  logout: {
    label: string;
    username: string;
    /** The username as shown, where the full one would not fit (the full one is the button's title). */
    shownUsername?: string;
    pending: boolean;
    onLogout(): void;
  };
  /**
   * The Menu button's text: below the large breakpoint the entries fold behind it. Without it the entries wrap
   * onto as many rows as they need, so none is ever cut off.
   */
  menuButtonText?: string;
}

interface PortalHeaderProps {
  /** Where the product name leads (the portal's start page, or its login for nobody). */
  homeHref: string;
  /** The portal's name beside the product name. */
  badge: string;
  /** accent: the librarian area's colour; strong: the console's, so nobody mistakes one for the other. */
  badgeTone: 'accent' | 'strong';
  /** Shown for someone logged in only. */
  nav?: PortalHeaderNav | undefined;
}

/**
 * The header of the staff portals (librarian area, operator console): the product name with the portal's
 * badge, and for someone logged in the navigation and the logout with their username.
 */
export function PortalHeader({ homeHref, badge, badgeTone, nav }: PortalHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={homeHref} className={styles.logo}>
          <span>{PRODUCT_NAME}</span>
          <span className={`${styles.badge} ${styles[badgeTone]}`}>{badge}</span>
        </Link>
        {nav && <PortalNav nav={nav} />}
      </div>
    </header>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `${styles.navLink} ${isActive ? styles.navActive : ''}`;

function PortalNav({ nav }: { nav: PortalHeaderNav }) {
  const { logout } = nav;
  const entries = (
    <>
      {nav.items.map((item) => (
        <li key={item.label}>
          {'to' in item ? (
            <NavLink to={item.to} end={item.end} className={navClass}>
              {item.label}
            </NavLink>
          ) : (
            // Another portal is another document: a new tab.
            <a href={item.href} target="_blank" rel="noopener" className={styles.navLink}>
              {item.label}
              <span className="visually-hidden"> ({item.newTabNote})</span>
            </a>
          )}
        </li>
      ))}
      <li>
        <button
          type="button"
          className={styles.logout}
          title={logout.shownUsername !== undefined ? logout.username : undefined}
          aria-busy={logout.pending || undefined}
          onClick={() => {
            if (!logout.pending) logout.onLogout();
          }}
        >
          {logout.label} ({logout.shownUsername ?? logout.username})
        </button>
      </li>
    </>
  );
  if (nav.menuButtonText === undefined) {
    return (
      <nav aria-label={nav.label} className={styles.nav}>
        <ul>{entries}</ul>
      </nav>
    );
  }
  return (
    <FoldingNav label={nav.label} buttonText={nav.menuButtonText}>
      {entries}
    </FoldingNav>
  );
}

/**
 * Wide screens show the entries in a row; a phone or tablet shows a Menu button that opens them as a panel under
 * the header: a disclosure (the entries are ordinary links and a button, not an ARIA menu). Escape (focus back on
 * the button), a click outside and a navigation close it (usePopover).
 */
function FoldingNav({
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
    <nav aria-label={label} className={`${styles.nav} ${styles.folding}`} ref={rootRef}>
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
