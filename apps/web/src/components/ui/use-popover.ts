import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * One behaviour for every menu and disclosure that opens from a button (the header's menus, the librarian's
 * navigation on a phone, the player's menus): while open, a pointer down outside `rootRef` closes it, and Escape
 * closes it and gives the focus back to its button. Escape is caught before anything else on the page sees it,
 * so it closes the menu and not the dialog around it (the player's), nor does it reach the player's shortcuts.
 * The keys inside a menu (arrows, type-ahead, Tab) stay the component's own: they differ by pattern.
 * @param buttonRef the button's ref where the owner holds it (the header focuses its menu button after a login).
 * @param closeOn a value whose change closes it: the page's path, so that a navigation closes it.
 */
export function usePopover<Root extends HTMLElement = HTMLDivElement>(
  buttonRef?: RefObject<HTMLButtonElement | null>,
  closeOn?: unknown,
) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;

  useEffect(() => setOpen(false), [closeOn]);

  useEffect(() => {
    if (!open) return;
    const dismiss = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        button.current?.focus();
      } else if (rootRef.current?.contains(event.target as Node)) {
        return;
      }
      setOpen(false);
    };
    document.addEventListener('pointerdown', dismiss);
    document.addEventListener('keydown', dismiss, true);
    return () => {
      document.removeEventListener('pointerdown', dismiss);
      document.removeEventListener('keydown', dismiss, true);
    };
  }, [open, button]);

  return {
    open,
    setOpen,
    rootRef,
    buttonRef: button,
    /** Closes; `returnFocus` puts the focus back on the button (after a choice). */
    close(returnFocus?: boolean) {
      setOpen(false);
      if (returnFocus) button.current?.focus();
    },
  };
}
