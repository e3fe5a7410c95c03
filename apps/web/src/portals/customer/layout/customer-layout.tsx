import { Outlet, ScrollRestoration } from 'react-router';
import { CustomerFooter } from './customer-footer';
import { CustomerHeader } from './customer-header';
import styles from './customer-layout.module.css';

export function CustomerLayout() {
  return (
    <>
      <CustomerHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <CustomerFooter />
      {/* A new page starts at the top, back and forward return to where the patron was. */}
      <ScrollRestoration />
    </>
  );
}
