import { useId, type ReactNode } from 'react';
import styles from './modal.module.css';
import { useModalDialog } from './use-modal-dialog';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** alertdialog for messages that interrupt (errors); dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the rest of the page inert, closes on Escape
 * and gives focus back to where it was.
 */
export function Modal({ open, title, onClose, children, actions, role = 'dialog' }: ModalProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
