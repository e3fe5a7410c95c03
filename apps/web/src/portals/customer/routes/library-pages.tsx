import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { isApiError } from '@/lib/api-client';
import { useGroupTitles } from '../features/catalogue/api/get-group-titles';
import { AllTitles } from '../features/catalogue/components/all-titles';
import { SearchTitles } from '../features/catalogue/components/search-titles';
import { SelectedTitles } from '../features/catalogue/components/selected-titles';
import { SeriesView } from '../features/catalogue/components/series-view';
import { FavouriteLibraryProvider } from '../features/catalogue/favourite-library';
import { LibraryBranded, LibraryKicker } from '../features/libraries/components/library-branding';
import { LoanBudgetNotices } from '../features/libraries/components/loan-budget-notices';
import { CatalogueScreen, PageName, ScreenHeading } from './catalogue-screen';
import { NotFoundPage } from './not-found-page';
import { positiveId, useLibraryPage } from './use-library-page';

type LibraryPage = ReturnType<typeof useLibraryPage>;

/** The library's logo and its own name above a page's heading, once the library is loaded. */
const kickerOf = (page: LibraryPage) => page.library && <LibraryKicker library={page.library} />;

/**
 * What every list page of a library has: the tab's name ("All titles – Stockholms stadsbibliotek"), the loan
 * budget notices above the catalogue (so a patron learns that loans are closed before choosing a title), the
 * library's typeface (its branding), and the library that the title cards' favourite toggles add from.
 */
function LibraryScreen({ page, name, children }: { page: LibraryPage; name: string; children: ReactNode }) {
  return (
    <FavouriteLibraryProvider value={page.libraryId}>
      <LibraryBranded library={page.library}>
        <CatalogueScreen>
          <PageName part={page.libraryName ? `${name} – ${page.libraryName}` : undefined} />
          <LoanBudgetNotices library={page.library} language={page.lang} />
          {children}
        </CatalogueScreen>
      </LibraryBranded>
    </FavouriteLibraryProvider>
  );
}

export function AllTitlesPage() {
  const { t } = useTranslation();
  const page = useLibraryPage();
  if (page.notFound) return <NotFoundPage />;
  return (
    <LibraryScreen page={page} name={t('all_titles')}>
      <ScreenHeading heading={t('all_titles')} kicker={kickerOf(page)} />
      <AllTitles libraryId={page.libraryId} titleHref={page.titleHref} />
    </LibraryScreen>
  );
}

export function SelectedTitlesPage() {
  const { t } = useTranslation();
  const page = useLibraryPage();
  if (page.notFound) return <NotFoundPage />;
  return (
    <LibraryScreen page={page} name={t('selected_titles')}>
      <SelectedTitles
        libraryId={page.libraryId}
        titleHref={page.titleHref}
        heading={<ScreenHeading heading={t('selected_titles')} kicker={kickerOf(page)} />}
      />
    </LibraryScreen>
  );
}

export function SearchPage() {
  const { t } = useTranslation();
  const page = useLibraryPage();
  if (page.notFound) return <NotFoundPage />;
  return (
    <LibraryScreen page={page} name={t('search')}>
      <ScreenHeading heading={t('search')} kicker={kickerOf(page)} />
      <SearchTitles libraryId={page.libraryId} titleHref={page.titleHref} />
    </LibraryScreen>
  );
}

/**
 * A series in a library (docs/decisions/058): where a series tile leads. Its seasons and the episodes the library
 * lends; a series it lends none of, or none at all, is a not-found page.
 */
export function SeriesPage() {
  const { t } = useTranslation();
  const page = useLibraryPage();
  const seriesId = positiveId(useParams().seriesId);
  const group = useGroupTitles(
    seriesId === undefined || page.notFound
      ? undefined
      : { groupId: seriesId, libraryId: page.libraryId, language: page.lang },
  );
  const gone =
    (isApiError(group.error) && group.error.code === 'GROUP_NOT_FOUND') || group.data?.titles.length === 0;
  if (page.notFound || seriesId === undefined || gone) return <NotFoundPage />;
  const name = group.data?.group.name;
  return (
    <LibraryScreen page={page} name={name ?? t('loading')}>
      <ScreenHeading heading={name ?? t('loading')} kicker={kickerOf(page)} />
      <SeriesView
        group={group.data?.group}
        episodes={group.data?.titles}
        error={group.isError}
        onRetry={() => void group.refetch()}
        titleHref={page.titleHref}
      />
    </LibraryScreen>
  );
}
