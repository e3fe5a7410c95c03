import { useTranslation } from '@/lib/i18n-react';
import { useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { buildOptions } from '@/lib/build-options';
import { useSite } from '@/lib/site';
import { appStorage } from '@/lib/storage';
import { TitleListSkeleton } from '../features/catalogue/components/title-list';
import { UpcomingTitles } from '../features/catalogue/components/upcoming-titles';
import { FavouriteLibraryProvider } from '../features/catalogue/favourite-library';
import { useAllLibraries } from '../features/libraries/api/get-all-libraries';
import { CatalogueScreen, PageName, ScreenHeading } from './catalogue-screen';
import { NotFoundPage } from './not-found-page';
import styles from './catalogue-screen.module.css';

/**
 * Upcoming titles (/nyheter) of the last chosen library, or of the whole country when none is chosen (or the
 * stored one is not of this country). Hidden for the library of the build option (82): the page is not found.
 */
export function UpcomingPage() {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const libraries = useAllLibraries(country);
  const stored = appStorage().get('lastSelectedLibrary');
  if (stored !== undefined && stored === buildOptions.hideUpcomingLibraryId) return <NotFoundPage />;
  // While the libraries load (the kicker names the chosen one) the page has its heading and the list's
  // placeholders already: an empty page left the footer on screen, and the list then pushed it away.
  if (!libraries.data && !libraries.isError)
    return (
      <CatalogueScreen>
        <PageName part={t('upcoming_titles')} />
        <ScreenHeading heading={t('upcoming_titles')} />
        <p className={styles.intro}>{t('upcoming_intro')}</p>
        <TitleListSkeleton count={12} layout="grid" />
      </CatalogueScreen>
    );

  const library = libraries.data?.libraries.find((l) => l.id === stored);
  const libraryId = library?.id;
  const titleHref = (title: { id: number }) =>
    libraryId === undefined ? undefined : paths.customer.title.href({ lang, libraryId, titleId: title.id });

  return (
    // With a library the cards lead to its title pages and add favourites from it; country-wide they do neither.
    <FavouriteLibraryProvider value={libraryId}>
      <CatalogueScreen>
        <PageName part={t('upcoming_titles')} />
        <ScreenHeading heading={t('upcoming_titles')} kicker={library?.name ?? t(`country_${country}`)} />
        <p className={styles.intro}>{t('upcoming_intro')}</p>
        <UpcomingTitles libraryId={libraryId} titleHref={titleHref} />
      </CatalogueScreen>
    </FavouriteLibraryProvider>
  );
}
