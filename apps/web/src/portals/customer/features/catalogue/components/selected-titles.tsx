import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { SEE_ALL_TITLES_COUNT } from '@filmhyllan/contract/client';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useSite } from '@/lib/site';
import { useNewTitles } from '../api/get-new-titles';
import { useSelectedTitles } from '../api/get-selected-titles';
import { useSelectedTitlesByLibrary } from '../api/get-selected-titles-by-library';
import { useTheme } from '../api/get-theme';
import { useThemes } from '../api/get-themes';
import { selectedViewFromSearch, selectedViewQuery, type SelectedView } from '../selected-view';
import { ContinueWatchingRow } from './continue-watching-row';
import { InlineError } from './inline-error';
import { TitleList, TitleListSkeleton, type TitleHref } from './title-list';
import { TitleRow } from './title-row';
import status from '@/components/ui/status.module.css';
import styles from './selected-titles.module.css';

interface SelectedTitlesProps {
  libraryId: number;
  titleHref: TitleHref;
  /** The screen's heading, shown above the overview. */
  heading: ReactNode;
}

/** The Selected titles screen: the overview of rows, or one of its lists in full. */
export function SelectedTitles({ libraryId, titleHref, heading }: SelectedTitlesProps) {
  const [searchParams] = useSearchParams();
  const view = selectedViewFromSearch(searchParams);
  return view.kind === 'overview' ? (
    <>
      {heading}
      <Overview libraryId={libraryId} titleHref={titleHref} />
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

function Overview({ libraryId, titleHref }: Omit<SelectedTitlesProps, 'heading'>) {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const viewHref = useViewHref(libraryId);
  const selected = useSelectedTitles({ libraryId, country, language: lang });
  const themes = useThemes({ libraryId, country, language: lang });

  return (
    <>
      <ContinueWatchingRow libraryId={libraryId} />
      <TitleRow
        heading={t('new_titles')}
        titles={selected.data?.newTitles}
        pending={selected.isPending}
        error={selected.isError}
        onRetry={() => void selected.refetch()}
        href={titleHref}
        seeAllHref={viewHref({ kind: 'new' })}
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
      {/*
        Titles whose licence ends within 30 days, the soonest first. Only once they are known and there are some:
        a placeholder row that then went away would move everything under it.
      */}
      {!!selected.data?.leaving_titles.length && (
        <TitleRow heading={t('leaving_soon_row')} titles={selected.data.leaving_titles} href={titleHref} />
      )}

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

/** The titles of a see-all list, whichever call it comes from. All the queries exist; only one is enabled. */
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
  // The new titles in full (spec section 7: get_new_titles with library_id, 50). The answer starts with the
  // titles announced but not out yet; they have their own page (upcoming titles), so this list is the row's
  // titles and more: those that can be watched, newest first.
  const fresh = useNewTitles(
    { country, libraryId, count: SEE_ALL_TITLES_COUNT, language: lang },
    { enabled: view.kind === 'new' },
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
  if (view.kind === 'new') {
    const titles = fresh.data?.titles.filter((title) => title.coming_on === null);
    return {
      heading: t('new_titles'),
      titles,
      count: titles?.length,
      error: fresh.isError,
      notFound: false,
      retry: () => void fresh.refetch(),
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
