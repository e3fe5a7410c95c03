import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
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
 * list). Escape, a click outside and a navigation close it.
 */
export function DotsMenu({ label, badge, children, buttonRef }: DotsMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, button]);

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={`${styles.button} ${badge ? styles.withBadge : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {badge}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="12" cy="19" r="2" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {typeof children === 'function' ? children(() => setOpen(false)) : children}
      </div>
    </div>
  );
}
