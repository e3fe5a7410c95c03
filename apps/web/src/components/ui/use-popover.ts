import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

interface PopoverOptions {
  /** The button's ref where the owner holds it (the header focuses its menu button after a login). */
  buttonRef?: RefObject<HTMLButtonElement | null> | undefined;
  /** Told every opening and closing, whatever caused it (the player keeps its controls shown meanwhile). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** A value whose change closes the popover: the page's path, so that a navigation closes it. */
  closeOn?: unknown;
}

export interface Popover<Root extends HTMLElement> {
  open: boolean;
  /** Put on the element that holds the button and the panel: a pointer down outside it closes the popover. */
  rootRef: RefObject<Root | null>;
  /** Put on the button that opens it: Escape gives it the focus back. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  setOpen(open: boolean): void;
  toggle(): void;
  /** Closes; `returnFocus` puts the focus back on the button (after a choice, or Escape). */
  close(returnFocus?: boolean): void;
}

/**
 * One behaviour for every menu and disclosure that opens from a button (the header's menus, the librarian's
 * navigation on a phone, the player's menus): while open, a pointer down outside it closes it, and Escape closes
 * it and gives the focus back to its button. Escape is caught before anything else on the page sees it, so it
 * closes the menu and not the dialog around it (the player's), nor does it reach the player's shortcuts. The
 * keys inside a menu (arrows, type-ahead, Tab) stay the component's own: they differ by pattern.
 */
export function usePopover<Root extends HTMLElement = HTMLDivElement>({
  buttonRef,
  onOpenChange,
  closeOn,
}: PopoverOptions = {}): Popover<Root> {
  const [open, setOpenState] = useState(false);
  const rootRef = useRef<Root>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;
  const isOpen = useRef(false);

  const setOpen = useCallback((next: boolean) => {
    if (isOpen.current === next) return;
    isOpen.current = next;
    setOpenState(next);
    openChange.current?.(next);
  }, []);

  const close = useCallback(
    (returnFocus = false) => {
      setOpen(false);
      if (returnFocus) button.current?.focus();
    },
    [setOpen, button],
  );

  useEffect(() => {
    setOpen(false);
  }, [closeOn, setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, { capture: true });
    };
  }, [open, close]);

  return {
    open,
    rootRef,
    buttonRef: button,
    setOpen,
    toggle: () => setOpen(!isOpen.current),
    close,
  };
}
