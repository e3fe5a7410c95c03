import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { buildOptions } from '@/lib/build-options';
import { useSite } from '@/lib/site';
import { appStorage } from '@/lib/storage';
import { ContinueWatchingRow } from '../features/catalogue/components/continue-watching-row';
import { NewTitlesRow } from '../features/catalogue/components/new-titles-row';
import { useAllLibraries } from '../features/libraries/api/get-all-libraries';
import { LibrarySelect } from '../features/libraries/components/library-select';
import { useSiteConfig } from '@/lib/site-config';
import { SiteBanner } from '../features/site-config/components/site-banner';
import styles from './front-page.module.css';

/** Below the fold, in a chunk of its own: the front page's first load stays within its budget. */
const HowItWorks = lazy(() =>
  import('../features/get-started/components/how-it-works').then((module) => ({
    default: module.HowItWorks,
  })),
);

/**
 * The library selection page (spec section 2): the configured banner, a heading, the library dropdown (showing
 * the library chosen last) and the country's new and upcoming titles. The tab shows the product's name alone:
 * this is its home page.
 */
export function FrontPage() {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const navigate = useNavigate();
  const siteConfig = useSiteConfig(lang, country);
  const config = siteConfig.data?.config;
  const numberOfTitles = useAllLibraries(country).data?.number_of_titles;
  const lastLibrary = appStorage().get('lastSelectedLibrary');
  // The upcoming titles of the build option's library (82) are hidden: no row leads there for its patrons.
  const upcomingHidden = lastLibrary === buildOptions.hideUpcomingLibraryId;

  const choose = (libraryId: number) => {
    appStorage().set('lastSelectedLibrary', libraryId);
    void navigate(paths.customer.libraryAll.href({ lang, libraryId }));
  };

  // The configured banner sits above the hero: drawn after it, it pushed the whole page down (layout shift).
  // The page waits for the configuration instead; the layout asks for it too, so it is already under way.
  // A screen high meanwhile, so that the footer is not on screen and pushed away either.
  if (siteConfig.isPending) return <div className={`${styles.page} ${styles.pending}`} aria-busy="true" />;

  return (
    <div className={styles.page}>
      <SiteBanner config={config} />
      <section className={styles.hero} aria-labelledby="front-heading">
        <div>
          {/* Reserve the line while the count loads so the heading does not jump. */}
          <p className={styles.kicker}>
            {numberOfTitles ? t('number_of_titles', { count: numberOfTitles }) : '\u00a0'}
          </p>
          <h1 id="front-heading" className={styles.heading}>
            {t('front_page_heading')}
          </h1>
          <p className={styles.lead}>{t('front_page_intro')}</p>
        </div>
        <div className={styles.card}>
          <LibrarySelect value={lastLibrary} onChoose={choose} />
        </div>
      </section>
      <div className={styles.rows}>
        {/* The patron's running loans at every library come first: one press plays on. */}
        <ContinueWatchingRow libraryId={undefined} />
        {!upcomingHidden && (
          <NewTitlesRow seeAllHref={paths.customer.upcoming.href({ lang })} titleHref={() => undefined} />
        )}
      </div>
      <Suspense fallback={null}>
        <HowItWorks language={lang} />
      </Suspense>
    </div>
  );
}
