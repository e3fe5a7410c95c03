import { useSyncExternalStore } from 'react';

/**
 * The customer portal's one modal state (spec section 4, "Modal"): closed, or which account modal is open.
 * Any screen may open one (a favourite button opens login for a logged-out patron); the customer layout
 * renders the open modal. One store, so two modals are never open at once and each modal can switch to
 * another (login -> register).
 */
export type AccountModal =
  | 'closed'
  | 'login'
  | 'register'
  | 'newsletter'
  | 'forgotPassword'
  | 'addLibraryCard'
  | 'deleteConfirmation'
  /** The help contact form (our addition to the spec's list: Help opens it from the header and footer). */
  | 'help';

export interface AccountModalState {
  modal: AccountModal;
  /** addLibraryCard: the library to preselect. */
  libraryId?: number | undefined;
  /** newsletter: the user's subscription exists but is not active; the modal offers to start it again. */
  reactivate?: boolean | undefined;
}

const closed: AccountModalState = { modal: 'closed' };
let current: AccountModalState = closed;
const listeners = new Set<() => void>();

function publish(next: AccountModalState): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openAccountModal(
  modal: Exclude<AccountModal, 'closed'>,
  options: { libraryId?: number; reactivate?: boolean } = {},
) {
  publish({ modal, libraryId: options.libraryId, reactivate: options.reactivate });
}

export function closeAccountModal(): void {
  publish(closed);
}

export const getAccountModal = (): AccountModalState => current;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAccountModal = (): AccountModalState =>
  useSyncExternalStore(subscribe, getAccountModal, () => closed);
