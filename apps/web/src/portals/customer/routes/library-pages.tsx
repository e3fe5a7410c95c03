import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { buildOptions } from '@/lib/build-options';
import { AllTitles } from '../features/catalogue/components/all-titles';
import { SearchTitles } from '../features/catalogue/components/search-titles';
import { SelectedTitles } from '../features/catalogue/components/selected-titles';
import { CatalogueScreen, ScreenHeading } from './catalogue-screen';
import { NotFoundPage } from './not-found-page';
import { useLibraryPage } from './use-library-page';

export function AllTitlesPage() {
  const { t } = useTranslation();
  const page = useLibraryPage();
  if (page.notFound) return <NotFoundPage />;
  return (
    <CatalogueScreen>
      <ScreenHeading heading={t('all_titles')} kicker={page.libraryName} />
      <AllTitles libraryId={page.libraryId} titleHref={page.titleHref} />
    </CatalogueScreen>
  );
}

export function SelectedTitlesPage() {
  const { t } = useTranslation();
  const page = useLibraryPage();
  if (page.notFound) return <NotFoundPage />;
  const upcomingHidden = page.libraryId === buildOptions.hideUpcomingLibraryId;
  return (
    <CatalogueScreen>
      <SelectedTitles
        libraryId={page.libraryId}
        titleHref={page.titleHref}
        newTitlesHref={upcomingHidden ? undefined : paths.customer.upcoming.href({ lang: page.lang })}
        heading={<ScreenHeading heading={t('selected_titles')} kicker={page.libraryName} />}
      />
    </CatalogueScreen>
  );
}

export function SearchPage() {
  const { t } = useTranslation();
  const page = useLibraryPage();
  if (page.notFound) return <NotFoundPage />;
  return (
    <CatalogueScreen>
      <ScreenHeading heading={t('search')} kicker={page.libraryName} />
      <SearchTitles libraryId={page.libraryId} titleHref={page.titleHref} />
    </CatalogueScreen>
  );
}
