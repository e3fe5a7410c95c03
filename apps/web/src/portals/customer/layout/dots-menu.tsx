import { useId, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { usePopover } from '@/components/ui/use-popover';
import styles from './dots-menu.module.css';

interface DotsMenuProps {
  label: string;
  /** Shown before the dots (the logged-in user's initial): decorative, the label says it. */
  badge?: ReactNode;
  /** The panel's content; a function gets `close`, for entries that act without navigating (Log out). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The header moves focus to the button after a login or logout on a phone. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The small-screen menu behind a ⋮ button: a disclosure (not an ARIA menu — it holds links and a language
 * list). Escape, a click outside and a navigation close it (usePopover).
 */
export function DotsMenu({ label, badge, children, buttonRef }: DotsMenuProps) {
  const { pathname } = useLocation();
  const { open, setOpen, close, rootRef, buttonRef: button } = usePopover(buttonRef, pathname);
  const panelId = useId();

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={button}
        type="button"
        className={`${styles.button} ${badge ? styles.withBadge : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        {badge}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="12" cy="19" r="2" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {typeof children === 'function' ? children(() => close()) : children}
      </div>
    </div>
  );
}
