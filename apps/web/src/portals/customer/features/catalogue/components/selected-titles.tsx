import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useSite } from '@/lib/site';
import { useSelectedTitles } from '../api/get-selected-titles';
import { useSelectedTitlesByLibrary } from '../api/get-selected-titles-by-library';
import { useTheme } from '../api/get-theme';
import { useThemes } from '../api/get-themes';
import { selectedViewFromSearch, selectedViewQuery, type SelectedView } from '../selected-view';
import { InlineError } from './inline-error';
import { TitleList, TitleListSkeleton, type TitleHref } from './title-list';
import { TitleRow } from './title-row';
import status from '@/components/ui/status.module.css';
import styles from './selected-titles.module.css';

interface SelectedTitlesProps {
  libraryId: number;
  titleHref: TitleHref;
  /** Where the new titles' 'see all' goes (the upcoming titles page); none when that page is hidden. */
  newTitlesHref: string | undefined;
  /** The screen's heading, shown above the overview. */
  heading: ReactNode;
}

/** The Selected titles screen: the overview of rows, or one of its lists in full. */
export function SelectedTitles({ libraryId, titleHref, newTitlesHref, heading }: SelectedTitlesProps) {
  const [searchParams] = useSearchParams();
  const view = selectedViewFromSearch(searchParams);
  return view.kind === 'overview' ? (
    <>
      {heading}
      <Overview libraryId={libraryId} titleHref={titleHref} newTitlesHref={newTitlesHref} />
    </>
  ) : (
    <SeeAll view={view} libraryId={libraryId} titleHref={titleHref} />
  );
}

function useViewHref(libraryId: number) {
  const lang = useParams().lang as Language;
  return (view: SelectedView) =>
    paths.customer.librarySelected.href({ lang, libraryId }, selectedViewQuery(view));
}

function Overview({ libraryId, titleHref, newTitlesHref }: Omit<SelectedTitlesProps, 'heading'>) {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const viewHref = useViewHref(libraryId);
  const selected = useSelectedTitles({ libraryId, country, language: lang });
  const themes = useThemes({ libraryId, country, language: lang });

  return (
    <>
      <TitleRow
        heading={t('new_titles')}
        titles={selected.data?.newTitles}
        pending={selected.isPending}
        error={selected.isError}
        onRetry={() => void selected.refetch()}
        href={titleHref}
        seeAllHref={newTitlesHref}
        priorityCount={7}
      />
      <TitleRow
        heading={t('library_picks')}
        titles={selected.data?.selectedTitles}
        pending={selected.isPending}
        error={selected.isError}
        onRetry={() => void selected.refetch()}
        href={titleHref}
        seeAllHref={viewHref({ kind: 'selected' })}
      />

      {themes.isError && !themes.data ? (
        <InlineError onRetry={() => void themes.refetch()} />
      ) : !themes.data ? (
        <TitleRow heading={t('themes')} titles={undefined} pending href={titleHref} />
      ) : (
        themes.data.map((theme) => (
          <TitleRow
            key={theme.theme_id}
            heading={theme.heading}
            titles={theme.titles}
            href={titleHref}
            seeAllHref={
              theme.title_count > theme.titles.length
                ? viewHref({ kind: 'theme', themeId: theme.theme_id })
                : undefined
            }
          />
        ))
      )}
      {themes.isFetchNextPageError && <InlineError onRetry={() => void themes.fetchNextPage()} />}
      {themes.hasNextPage && !themes.isFetchNextPageError && (
        <div className={styles.more}>
          <Button
            onClick={() => !themes.isFetchingNextPage && void themes.fetchNextPage()}
            aria-disabled={themes.isFetchingNextPage || undefined}
          >
            {themes.isFetchingNextPage ? t('loading') : t('show_more_themes')}
          </Button>
        </div>
      )}
    </>
  );
}

function SeeAll({
  view,
  libraryId,
  titleHref,
}: {
  view: Exclude<SelectedView, { kind: 'overview' }>;
  libraryId: number;
  titleHref: TitleHref;
}) {
  const { t } = useTranslation();
  const viewHref = useViewHref(libraryId);
  const list = useSeeAllList(view, libraryId);
  return (
    <>
      <Link to={viewHref({ kind: 'overview' })} className={styles.back}>
        <span aria-hidden="true">← </span>
        {t('selected_titles')}
      </Link>
      <h1 className={styles.heading}>{list.heading ?? '\u00a0'}</h1>
      {list.count !== undefined && <p className={styles.count}>{t('title_count', { count: list.count })}</p>}
      {list.notFound ? (
        <p className={status.empty}>{t('not_found_body')}</p>
      ) : list.error ? (
        <InlineError onRetry={list.retry} />
      ) : !list.titles ? (
        <TitleListSkeleton count={12} layout="grid" />
      ) : list.titles.length === 0 ? (
        <p className={status.empty}>{t('no_titles')}</p>
      ) : (
        <TitleList titles={list.titles} href={titleHref} layout="grid" priorityCount={6} />
      )}
    </>
  );
}

/** The titles of a see-all list, whichever call it comes from. Both queries exist; only one is enabled. */
function useSeeAllList(view: Exclude<SelectedView, { kind: 'overview' }>, libraryId: number) {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const themeId = view.kind === 'theme' ? view.themeId : 0;
  const theme = useTheme({ themeId, libraryId, country, language: lang }, { enabled: view.kind === 'theme' });
  const selected = useSelectedTitlesByLibrary(
    { libraryId, country, language: lang },
    { enabled: view.kind === 'selected' },
  );
  if (view.kind === 'theme') {
    const notFound = isApiError(theme.error) && theme.error.code === 'THEME_NOT_FOUND';
    return {
      heading: theme.data?.theme.heading ?? (notFound ? t('not_found_title') : undefined),
      titles: theme.data?.theme.titles,
      count: theme.data?.theme.title_count,
      error: theme.isError,
      notFound,
      retry: () => void theme.refetch(),
    };
  }
  return {
    heading: t('library_picks'),
    titles: selected.data?.titles,
    count: selected.data?.titles.length,
    error: selected.isError,
    notFound: false,
    retry: () => void selected.refetch(),
  };
}
