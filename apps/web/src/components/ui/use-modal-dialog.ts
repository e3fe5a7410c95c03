import { useLayoutEffect, useRef } from 'react';

/**
 * Shows a native <dialog> as a modal while `open` is true and closes it when it turns false (with a fallback to
 * the open attribute where showModal is missing). A layout effect: the dialog is open before the effects of
 * what it holds run, so they can move the focus into it.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}
