import type { ReactNode } from 'react';
import styles from './placeholder-screen.module.css';

/** A screen that has its heading but not yet its content (the catalogue and account issues fill them). */
export function PlaceholderScreen({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{heading}</h1>
      {children}
    </div>
  );
}
