import { lazy, Suspense, useEffect, useState } from 'react';
import { useAccountModal } from '@/lib/account-modal';
import { useNewsletterPrompt } from '../features/account/newsletter-prompt';

const AccountModalSet = lazy(() =>
  import('./account-modal-set').then((module) => ({ default: module.AccountModalSet })),
);

interface AccountModalsProps {
  /** A login or a registration happened: the header moves focus to the account control that appeared. */
  onLoggedIn(): void;
}

/**
 * The account modals, loaded the first time one opens: most visits never open one, so their forms (and the
 * form library) stay out of the first page's scripts. Once loaded they stay mounted, so opening the next one
 * is immediate. The newsletter prompt's timer lives here, outside the lazily loaded part.
 */
export function AccountModals({ onLoggedIn }: AccountModalsProps) {
  const { modal } = useAccountModal();
  const promptNewsletter = useNewsletterPrompt();
  const [wanted, setWanted] = useState(modal !== 'closed');

  useEffect(() => {
    if (modal !== 'closed') setWanted(true);
  }, [modal]);

  if (!wanted && modal === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <AccountModalSet onLoggedIn={onLoggedIn} promptNewsletter={promptNewsletter} />
    </Suspense>
  );
}
