import { useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useMainFocusOnNavigation } from '@/lib/use-main-focus-on-navigation';
import { AccountModals } from './account-modals';
import { CustomerFooter } from './customer-footer';
import { CustomerHeader } from './customer-header';
import styles from './customer-layout.module.css';

export function CustomerLayout() {
  /** Logins and registrations made in the account modals: the header moves focus after each. */
  const [loginCount, setLoginCount] = useState(0);
  useMainFocusOnNavigation();
  return (
    <>
      <CustomerHeader loginCount={loginCount} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <CustomerFooter />
      {/* Every account modal, once, driven by the one modal store (lib/account-modal). */}
      <AccountModals onLoggedIn={() => setLoginCount((count) => count + 1)} />
      {/* A new page starts at the top, back and forward return to where the patron was. */}
      <ScrollRestoration />
    </>
  );
}
