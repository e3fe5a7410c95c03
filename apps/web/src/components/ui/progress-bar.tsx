import styles from './progress-bar.module.css';

/**
 * The global loader: a thin bar at the top of the page while calls run. Decorative for screen readers (busy
 * regions say aria-busy themselves); it appears only after a short delay so quick calls do not flicker.
 */
export function ProgressBar({ active }: { active: boolean }) {
  return (
    <div
      className={`${styles.bar} ${active ? styles.active : ''}`}
      aria-hidden="true"
      data-loading={active}
    />
  );
}
