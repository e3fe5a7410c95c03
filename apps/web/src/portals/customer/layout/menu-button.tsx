import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link, useLocation } from 'react-router';
import menuButtonStyles from '@/components/ui/menu-button.module.css';
import { usePopover } from '@/components/ui/use-popover';
import { useTranslation } from '@/lib/i18n-react';
import { menuKey, openingIndex } from './menu-keys';
import styles from './menu-button.module.css';

/** One entry of a menu: a page of the app, another site (in a new tab), or an action. */
export type MenuItem = { id: string; label: string } & (
  { to: string } | { href: string } | { onSelect(): void }
);

interface MenuButtonProps {
  /** The button's accessible name; it should contain the visible text (WCAG 2.5.3). */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  items: readonly MenuItem[];
  /** The header moves focus to the button after a login, so it may hold its own ref. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * A menu button (WAI-ARIA "Menu Button" pattern): the button says whether the menu is open (aria-expanded);
 * Enter, Space and ArrowDown open it at the first item, ArrowUp at the last; in the menu the arrows, Home, End
 * and first letters move, Escape closes it and gives focus back to the button, Tab closes it and moves on. A click
 * outside and a navigation close it too (usePopover). Choosing an item gives focus back to the button, which stays in the
 * header across pages.
 */
export function MenuButton({ label, children, items, buttonRef }: MenuButtonProps) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { open, setOpen, close, rootRef, buttonRef: button } = usePopover(buttonRef, pathname);
  const [active, setActive] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const itemElements = useRef<(HTMLElement | null)[]>([]);

  // Focus follows the active item while the menu is open.
  useEffect(() => {
    if (open) itemElements.current[active]?.focus();
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === ' ') {
      // Space chooses, like Enter (links only react to Enter by themselves).
      event.preventDefault();
      itemElements.current[active]?.click();
      return;
    }
    const labels = items.map((item) => item.label);
    const result = menuKey(event.key, active, labels, i18n.language);
    if (result.action === 'move') {
      event.preventDefault();
      setActive(result.index);
    } else if (result.action === 'close') {
      if (result.returnFocus) event.preventDefault();
      close(result.returnFocus);
    }
  };

  const register = (index: number) => (element: HTMLElement | null) => {
    itemElements.current[index] = element;
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={`${menuButtonStyles.button} ${styles.button}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          const index = openingIndex(event.key, items.length);
          if (index === undefined) return;
          event.preventDefault();
          openAt(index);
        }}
      >
        {children}
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {items.map((item, index) => (
          <li key={item.id} role="none">
            {'to' in item ? (
              <Link
                ref={register(index)}
                role="menuitem"
                tabIndex={-1}
                to={item.to}
                className={styles.item}
                onClick={() => close(true)}
              >
                {item.label}
              </Link>
            ) : 'href' in item ? (
              <a
                ref={register(index)}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                target="_blank"
                rel="noreferrer"
                className={styles.item}
                onClick={() => close(true)}
              >
                {item.label}
              </a>
            ) : (
              <button
                ref={register(index)}
                role="menuitem"
                tabIndex={-1}
                type="button"
                className={styles.item}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
