import { useId, type ReactNode } from 'react';
import styles from './account-screen.module.css';

/**
 * The frame of an account screen: the content width, the heading and a line about what the screen is for.
 * While `loading`, a screen-high placeholder stands in for the sections: they are drawn together once their data
 * is there, instead of each pushing the next one (and the footer) down as it arrives (layout shift).
 */
export function AccountScreen({
  heading,
  intro,
  loading = false,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{heading}</h1>
      {intro && <div className={styles.intro}>{intro}</div>}
      {loading ? <div className={styles.placeholder} aria-busy="true" /> : children}
    </div>
  );
}

/** One part of an account screen under its own heading, named by it for assistive technology. */
export function AccountSection({
  heading,
  id,
  tone = 'normal',
  children,
}: {
  heading: string;
  /** An anchor (/settings/{action} may point at a section). */
  id?: string;
  /** 'danger' for what cannot be undone (deleting the account). */
  tone?: 'normal' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${styles.section} ${tone === 'danger' ? styles.danger : ''}`}
    >
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A part of an account screen whose content brings its own section and heading (the catalogue's favourites). */
export function AccountPart({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.section}>
      {children}
    </div>
  );
}
