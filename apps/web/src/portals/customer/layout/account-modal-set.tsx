import { useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Language, User } from '@filmhyllan/contract';
import { libraryIdOf, paths } from '@/app/paths';
import { closeAccountModal, useAccountModal } from '@/lib/account-modal';
import { getSession, useLoginData } from '@/lib/session';
import { useSite } from '@/lib/site';
import { appStorage } from '@/lib/storage';
import { AddLibraryCardModal } from '../features/account/components/add-library-card-modal';
import { DeleteAccountModal } from '../features/account/components/delete-account-modal';
import { ForgotPasswordModal } from '../features/account/components/forgot-password-modal';
import { HelpModal } from '../features/account/components/help-modal';
import { HowItWorks } from '../features/get-started/components/how-it-works';
import { NewsletterModal } from '../features/account/components/newsletter-modal';
import { RegisterModal } from '../features/account/components/register-modal';
import { usePinFormatOf } from '../features/libraries/api/get-all-libraries';
import { LibrarySelect } from '../features/libraries/components/library-select';
import { userDataQueryOptions } from '../features/loans/api/get-user-data';
import { useCountryConfig } from '../features/site-config/api/get-country-config';
import { refreshAfterCardChange } from './api/card-change';
import { forgetLoginResults, refreshAfterLogin } from './api/login-change';
import { localizedHelpUrl } from './help-url';
import { LoginModal } from './login-modal';

export interface AccountModalSetProps {
  /** A login or a registration happened: the header moves focus to the account control that appeared. */
  onLoggedIn(): void;
  /** Tells the newsletter prompt who logged in (its timer lives in the layout, which outlives this set). */
  promptNewsletter(user: User): void;
}

/**
 * The customer portal's account modals, rendered once in the layout (loaded when one first opens, see
 * AccountModals) and driven by the one modal store
 * (lib/account-modal): at most one is open, and each can switch to another. The modals live in the account
 * feature; what they need from other features (the library dropdown, the keys of loan information, the
 * country's help site) is composed here.
 */
export function AccountModalSet({ onLoggedIn, promptNewsletter }: AccountModalSetProps) {
  const state = useAccountModal();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useParams().lang as Language;
  const { country } = useSite();
  const { user } = useLoginData();
  const helpUrl = useCountryConfig(country).data?.config.help_url;
  const pinFormatOf = usePinFormatOf(country);
  const close = closeAccountModal;
  const is = (modal: typeof state.modal) => state.modal === modal;

  return (
    <>
      <LoginModal
        open={is('login')}
        onClose={close}
        onLoggedIn={() => {
          close();
          onLoggedIn();
          const loggedIn = getSession()?.loginData.user;
          if (loggedIn) promptNewsletter(loggedIn);
        }}
      />
      <RegisterModal
        open={is('register')}
        onClose={() => {
          close();
          // After the account was made the Log in button that opened the modal is gone.
          if (getSession()?.loginData.user) onLoggedIn();
        }}
        onRegistered={() => {
          // Spec section 4: after a registration the user data is fetched. No newsletter prompt follows.
          void refreshAfterLogin(queryClient);
          void queryClient.prefetchQuery(userDataQueryOptions());
        }}
      />
      <ForgotPasswordModal open={is('forgotPassword')} onClose={close} />
      <AddLibraryCardModal
        open={is('addLibraryCard')}
        onClose={close}
        libraryId={
          state.libraryId ?? libraryIdOf(location.pathname) ?? appStorage().get('lastSelectedLibrary')
        }
        renderLibrarySelect={({ value, onChoose, describedBy, invalid }) => (
          <LibrarySelect value={value} onChoose={onChoose} describedBy={describedBy} invalid={invalid} />
        )}
        pinFormatOf={pinFormatOf}
        onSaved={(cards) => void refreshAfterCardChange(queryClient, cards)}
      />
      <NewsletterModal open={is('newsletter')} reactivate={state.reactivate === true} onClose={close} />
      <DeleteAccountModal
        open={is('deleteConfirmation')}
        onClose={close}
        onDeleted={async () => {
          close();
          await navigate(paths.customer.accountDeleted.href({ lang }));
          // As after a logout: forgotten after leaving, so the page left does not load again for nobody.
          void forgetLoginResults(queryClient);
        }}
      />
      <HelpModal
        open={is('help')}
        onClose={close}
        helpUrl={helpUrl && localizedHelpUrl(helpUrl, lang)}
        email={user?.email ?? ''}
        guide={<HowItWorks language={lang} variant="details" />}
      />
    </>
  );
}
