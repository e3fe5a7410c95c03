import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';
import styles from './catalogue-screen.module.css';

/** The frame of a catalogue screen: the content width, and the heading with the library's name above it. */
export function CatalogueScreen({ children }: { children: ReactNode }) {
  return <div className={styles.screen}>{children}</div>;
}

export function ScreenHeading({ heading, kicker }: { heading: string; kicker?: ReactNode }) {
  return (
    <div className={styles.head}>
      {/* The line is kept while the library's name loads, so the heading does not jump. */}
      <p className={styles.kicker}>{kicker ?? '\u00a0'}</p>
      <h1 className={styles.heading}>{heading}</h1>
    </div>
  );
}

/**
 * Names the page in the tab (WCAG 2.4.2). A component rather than a call at the top of a page: a page that
 * turns out to be not found renders NotFoundPage instead, which names itself, and only one name is set.
 */
export function PageName({ part }: { part: string | undefined }) {
  usePageTitle(part);
  return null;
}
