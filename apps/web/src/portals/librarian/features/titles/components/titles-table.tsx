import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Currency, Language, LibrarianTitle } from '@filmhyllan/contract';
import { formatMoney, formatNumber, languageLocales } from '@/lib/format';
import { formatDate } from '../format';
import {
  defaultTitleSort,
  filterTitles,
  nextTitleSort,
  sortTitles,
  type TitleSort,
  type TitleSortKey,
} from '../sort-titles';
import styles from './titles-table.module.css';
import fieldStyles from '@/components/ui/field.module.css';

interface Column {
  key: TitleSortKey;
  label: string;
  numeric: boolean;
}

/** An episode's place in its series: "Series S1E2". */
function seriesLine(title: LibrarianTitle): string | undefined {
  if (!title.group_name) return undefined;
  const place = title.season !== null && title.episode !== null ? ` S${title.season}E${title.episode}` : '';
  return `${title.group_name}${place}`;
}

/**
 * My titles (/lib/catalogue): the library's catalogue as a table, searchable by name and sortable by every
 * column. The sort buttons sit in the column headers, which say their order through aria-sort.
 */
export function TitlesTable({
  titles,
  currency,
  language,
}: {
  titles: readonly LibrarianTitle[];
  /** The library's currency; prices are left out until it is known. */
  currency: Currency | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const countId = useId();
  const [sort, setSort] = useState<TitleSort>(defaultTitleSort);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const locale = languageLocales[language];
  const shown = useMemo(
    () => sortTitles(filterTitles(titles, deferredSearch, locale), sort, locale),
    [titles, deferredSearch, sort, locale],
  );

  const columns: Column[] = [
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
        <div className={styles.search}>
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
        <p id={countId} className={styles.count} role="status">
          {t('title_count', { count: shown.length })}
        </p>
      </div>

      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('my_titles')}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort.key === column.key ? sort.direction : undefined}
                  className={column.numeric ? styles.number : undefined}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => setSort((current) => nextTitleSort(current, column.key))}
                  >
                    {column.label}
                    <SortIcon state={sort.key === column.key ? sort.direction : undefined} />
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((title) => (
              <tr key={title.id}>
                <th scope="row" className={styles.titleCell}>
                  <span className={styles.name}>{title.name}</span>
                  {seriesLine(title) && <span className={styles.sub}>{seriesLine(title)}</span>}
                  {title.coming_on && (
                    <span className={styles.badge}>
                      {t('coming_on', { date: formatDate(title.coming_on, language) })}
                    </span>
                  )}
                </th>
                <td className={styles.number}>{title.year ?? '–'}</td>
                <td className={styles.number}>
                  {currency ? formatMoney(title.price_cents, currency, language) : '–'}
                </td>
                <td className={styles.number}>{formatNumber(title.loans_this_month, language)}</td>
                <td className={styles.number}>{formatNumber(title.loans_total, language)}</td>
                <td className={styles.number}>
                  {title.last_loan_at ? formatDate(title.last_loan_at, language) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function SortIcon({ state }: { state: 'ascending' | 'descending' | undefined }) {
  return (
    <svg viewBox="0 0 12 16" aria-hidden="true" focusable="false" className={styles.sortIcon}>
      <path d="M6 1l4 5H2z" fill="currentColor" opacity={state === 'ascending' ? 1 : 0.3} />
      <path d="M6 15l4-5H2z" fill="currentColor" opacity={state === 'descending' ? 1 : 0.3} />
    </svg>
  );
}
