import { useId, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { useSite } from '@/lib/site';
import { useMediaQuery } from '@/lib/use-media-query';
import { useTitles } from '../api/get-titles';
import { activeFilterCount, filtersFromSearch, filtersToSearch, type TitleFilters } from '../title-filters';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { useFilterOptions } from '../api/get-filter-options';
import { PagedTitleList } from './paged-title-list';
import { SortSelect } from './sort-select';
import type { TitleHref } from './title-list';
import status from '@/components/ui/status.module.css';
import styles from './all-titles.module.css';

/**
 * All titles of a library: filters and sort from the URL's query string, pages of titles as the patron
 * scrolls. Changing a filter rewrites the query string (replacing the history entry: the back button leaves
 * the screen rather than undoing clicks one by one) and the list starts again at page 1.
 */
export function AllTitles({ libraryId, titleHref }: { libraryId: number; titleHref: TitleHref }) {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const urlFilters = useMemo(() => filtersFromSearch(search), [search]);
  // A change shows at once; the URL catches up a moment later (the router runs its loaders first). The
  // optimistic filters belong to the URL they were made from and are dropped as soon as it changes.
  const [optimistic, setOptimistic] = useState<{ from: string; filters: TitleFilters }>();
  const filters = optimistic?.from === search ? optimistic.filters : urlFilters;
  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Where the panel is a sidebar beside the titles (styles/breakpoints.css, --lg).
  const wide = useMediaQuery('(min-width: 992px)');

  const titles = useTitles({ libraryId, country, language: lang, filters });
  const facets = useFilterOptions(libraryId, lang);
  const list = titles.data;
  const activeCount = activeFilterCount(filters);

  const change = (next: TitleFilters) => {
    setOptimistic({ from: search, filters: next });
    void setSearchParams(filtersToSearch(next, searchParams), { replace: true, preventScrollReset: true });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.filterToggle}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.toggleIcon}>
            <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('filters')}
          {activeCount > 0 && <span className={status.badge}>{activeCount}</span>}
        </button>
        <p className={styles.count} role="status">
          {list && !titles.isPlaceholderData ? t('title_count', { count: list.count }) : t('loading')}
        </p>
        <SortSelect value={filters.sort} onChange={(sort) => change({ ...filters, sort })} />
      </div>

      <aside
        id={panelId}
        className={`${styles.sidebar} ${panelOpen ? styles.sidebarOpen : ''}`}
        aria-label={t('filters')}
      >
        {/* Phones and tablets show the panel only when asked: it is built then, not on every visit. */}
        {(panelOpen || wide) && <FilterPanel filters={filters} onChange={change} facets={facets.data} />}
        {/* Phones and tablets: the panel pushes the titles down; this folds it and goes to them. */}
        <Button
          variant="primary"
          className={styles.showResults}
          onClick={() => {
            setPanelOpen(false);
            toggleRef.current?.focus();
          }}
        >
          {list ? t('show_results', { count: list.count }) : t('loading')}
        </Button>
      </aside>

      <div className={styles.results}>
        <ActiveFilters filters={filters} onChange={change} />
        <PagedTitleList
          titles={titles}
          titleHref={titleHref}
          empty={
            <p className={status.empty}>{activeCount > 0 ? t('no_titles_match_filters') : t('no_titles')}</p>
          }
        />
      </div>
    </div>
  );
}
