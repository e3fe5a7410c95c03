import type { getConfig } from '@filmhyllan/contract';
import type { z } from 'zod';
import styles from './site-banner.module.css';

type SiteConfig = z.infer<typeof getConfig.response>['config'];

/**
 * The front-page banner operators set per country (docs/decisions/036): a polite status message, a warning with
 * a red edge. Nothing when the banner is off or empty.
 */
export function SiteBanner({ config }: { config: SiteConfig | undefined }) {
  if (!config?.banner_status || !config.banner_text) return null;
  const warning = config.banner_level === 'warning';
  return (
    <div role="status" className={warning ? `${styles.banner} ${styles.warning}` : styles.banner}>
      <p>{config.banner_text}</p>
    </div>
  );
}
