import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { usePopover } from '@/components/ui/use-popover';
import styles from './video-player.module.css';

export interface PlayerMenuOption {
  value: number;
  label: string;
}

interface PlayerMenuProps {
  /** The button's accessible name, e.g. 'Subtitles: Svenska'. */
  label: string;
  /** The menu's heading. */
  heading: string;
  icon: ReactNode;
  options: PlayerMenuOption[];
  value: number;
  onChange(value: number): void;
  /** Tells the player a menu is open (the controls stay visible meanwhile). */
  onOpenChange?(open: boolean): void;
}

/**
 * A menu button with a single choice (quality, subtitles): the menu opens above the button; arrow keys, Home and
 * End move between the choices, Enter or Space chooses, Escape and Tab close it and focus goes back to the button.
 * A click outside and Escape close it as they close every menu (usePopover).
 */
export function PlayerMenu({
  label,
  heading,
  icon,
  options,
  value,
  onChange,
  onOpenChange,
}: PlayerMenuProps) {
  const { open, setOpen, close, rootRef, buttonRef } = usePopover();
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);

  // The player keeps its controls shown while a menu is open.
  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;
  useEffect(() => openChange.current?.(open), [open]);

  useEffect(() => {
    if (!open) return;
    const items = menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]');
    const checked = menu.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? items?.[0])?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(index + 1);
        break;
      case 'ArrowUp':
        focus(index - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(items.length - 1);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        // Letters are the player's shortcuts only while no menu is open.
        event.stopPropagation();
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={styles.menuWrap} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.control}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            event.stopPropagation();
            setOpen(true);
          }
        }}
      >
        {icon}
      </button>
      {open && (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={heading}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
          data-player-menu=""
        >
          <p className={styles.menuHeading} aria-hidden="true">
            {heading}
          </p>
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === value}
              className={styles.menuItem}
              tabIndex={-1}
              onClick={() => {
                onChange(option.value);
                close(true);
              }}
            >
              <span className={styles.check} aria-hidden="true">
                {option.value === value ? '✓' : ''}
              </span>
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
