import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { Currency, Language, LibrarianTitle } from '@filmhyllan/contract';
import fieldStyles from '@/components/ui/field.module.css';
import { LoadMore } from '@/components/ui/load-more';
import { useTranslation } from '@/lib/i18n-react';
import { formErrorKey } from '@/lib/form-errors';
import { languageLocales } from '@/lib/format';
import { collator } from '@/lib/intl';
import type { LibrarianCatalogue } from '../api/get-librarian-titles';
import { titlesOfChange, useSetTitleExcluded } from '../api/set-title-excluded';
import { filterTitles, titleStates, type TitleState } from '../filter-titles';
import {
  defaultTitleSort,
  nextTitleSort,
  sortTitles,
  type TitleSort,
  type TitleSortKey,
} from '../sort-titles';
import { titleLabel } from '../title-label';
import { MarcDownload } from './marc-download';
import { SeriesChoice, type SeriesChoiceRequest } from './series-choice';
import { TitlesTable, type TitleColumn } from './titles-table';
import styles from './titles-table.module.css';

/** Rows drawn at first and added by each "Show more": a library's catalogue may hold thousands of titles. */
export const TITLES_PAGE_SIZE = 50;

const stateLabels = {
  all: 'title_state_all',
  included: 'title_state_included',
  excluded: 'title_state_excluded',
} as const satisfies Record<TitleState, string>;

/**
 * My titles (/lib/catalogue): the library's whole catalogue, searchable, filtered by genre and by whether
 * patrons see a title, sortable by every column, with a switch per title that takes it out of the catalogue or
 * returns it (an episode asks whether its whole series goes with it), and the catalogue's MARC records. The first
 * TITLES_PAGE_SIZE rows of the list are drawn, and "Show more" adds as many again; a new search, filter or sort
 * starts from the top.
 */
export function MyTitles({
  catalogue,
  currency,
  libraryId,
  language,
}: {
  catalogue: LibrarianCatalogue;
  currency: Currency | undefined;
  libraryId: number | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const genreId = useId();
  const stateId = useId();
  const sortId = useId();
  const countId = useId();
  const locale = languageLocales[language];
  const [sort, setSort] = useState<TitleSort>(defaultTitleSort);
  const [search, setSearch] = useState('');
  const [genre, setGenre] = useState<number | null>(null);
  const [state, setState] = useState<TitleState>('all');
  const [seriesChoice, setSeriesChoice] = useState<SeriesChoiceRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const deferredSearch = useDeferredValue(search);

  const { titles, genres } = catalogue;
  const shown = useMemo(
    () =>
      sortTitles(
        filterTitles(titles, { search: deferredSearch, genreId: genre, state }, locale),
        sort,
        locale,
      ),
    [titles, deferredSearch, genre, state, sort, locale],
  );
  // How many rows are drawn, for the list as it is now filtered and sorted.
  const listKey = `${deferredSearch}\u0000${genre}\u0000${state}\u0000${sort.key}\u0000${sort.direction}`;
  const [paging, setPaging] = useState({ listKey, rows: TITLES_PAGE_SIZE });
  const rows = paging.listKey === listKey ? paging.rows : TITLES_PAGE_SIZE;
  const showMore = () => setPaging({ listKey, rows: rows + TITLES_PAGE_SIZE });
  const sortedGenres = useMemo(() => {
    const byName = collator(locale, { sensitivity: 'base' });
    return [...genres].sort((a, b) => byName.compare(a.name, b.name));
  }, [genres, locale]);

  const exclusion = useSetTitleExcluded({
    onError: (error, input) => {
      const title = titles.find((each) => each.id === input.title_id);
      setFailure(
        t(input.excluded ? 'title_exclude_failed' : 'title_include_failed', {
          title: title ? titleLabel(title) : String(input.title_id),
          reason: t(formErrorKey(error)),
        }),
      );
    },
  });

  const change = (title: LibrarianTitle, excluded: boolean, series: boolean) => {
    setFailure(null);
    exclusion.mutate({ title_id: title.id, excluded, series });
  };

  const onExcludedChange = (title: LibrarianTitle, excluded: boolean) => {
    const episodes = titlesOfChange(titles, { title_id: title.id, series: true }).length;
    if (title.group_id !== null && episodes > 1) setSeriesChoice({ title, excluded, episodes });
    else change(title, excluded, false);
  };

  const columns: TitleColumn[] = [
    { key: 'name', label: t('catalogue_column_title'), numeric: false },
    { key: 'year', label: t('year'), numeric: true },
    { key: 'price', label: t('catalogue_column_price'), numeric: true },
    { key: 'loans_this_month', label: t('catalogue_column_loans_this_month'), numeric: true },
    { key: 'loans_total', label: t('statistics_total_loans'), numeric: true },
    { key: 'last_loan', label: t('catalogue_column_last_loan'), numeric: true },
  ];

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <div className={`${styles.filter} ${styles.search}`}>
          <label htmlFor={searchId}>{t('search_label')}</label>
          <input
            id={searchId}
            type="search"
            className={fieldStyles.input}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={countId}
            autoComplete="off"
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={genreId}>{t('filter_genres')}</label>
          <select
            id={genreId}
            className={fieldStyles.input}
            value={genre ?? ''}
            onChange={(event) => setGenre(event.target.value === '' ? null : Number(event.target.value))}
            aria-describedby={countId}
          >
            <option value="">{t('all_genres')}</option>
            {sortedGenres.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={stateId}>{t('title_state')}</label>
          <select
            id={stateId}
            className={fieldStyles.input}
            value={state}
            onChange={(event) => setState(event.target.value as TitleState)}
            aria-describedby={countId}
          >
            {titleStates.map((each) => (
              <option key={each} value={each}>
                {t(stateLabels[each])}
              </option>
            ))}
          </select>
        </div>
        {/* The column headers sort the table; on phones and tablets, where the rows are cards, this menu does. */}
        <div className={`${styles.filter} ${styles.phoneSort}`}>
          <label htmlFor={sortId}>{t('sort_by')}</label>
          <select
            id={sortId}
            className={fieldStyles.input}
            value={`${sort.key} ${sort.direction}`}
            onChange={(event) => {
              const [key, direction] = event.target.value.split(' ') as [
                TitleSortKey,
                TitleSort['direction'],
              ];
              setSort({ key, direction });
            }}
          >
            {columns.flatMap((column) =>
              (['ascending', 'descending'] as const).map((direction) => (
                <option key={`${column.key} ${direction}`} value={`${column.key} ${direction}`}>
                  {t(`catalogue_sort_${direction}`, { column: column.label })}
                </option>
              )),
            )}
          </select>
        </div>
        <MarcDownload libraryId={libraryId} />
      </div>

      <div className={styles.messages}>
        <p id={countId} className={styles.count} role="status">
          {t('title_count', { count: shown.length })}
        </p>
        <p role="alert" className={fieldStyles.formError}>
          {failure ?? ''}
        </p>
      </div>

      <TitlesTable
        titles={rows < shown.length ? shown.slice(0, rows) : shown}
        columns={columns}
        sort={sort}
        onSort={(key) => setSort((current) => nextTitleSort(current, key))}
        currency={currency}
        libraryId={libraryId}
        language={language}
        onExcludedChange={onExcludedChange}
      />
      <LoadMore
        hasMore={rows < shown.length}
        loading={false}
        onLoadMore={showMore}
        shown={Math.min(rows, shown.length)}
        count={shown.length}
        pageCount={rows}
      />

      <SeriesChoice
        request={seriesChoice}
        onCancel={() => setSeriesChoice(null)}
        onChoose={(series) => {
          if (seriesChoice) change(seriesChoice.title, seriesChoice.excluded, series);
          setSeriesChoice(null);
        }}
      />
    </div>
  );
}
