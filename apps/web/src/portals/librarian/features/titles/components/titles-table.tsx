import type { Currency, Language, LibrarianTitle } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import { formatMoney, formatNumber } from '@/lib/format';
import { formatDate } from '../format';
import type { TitleSort, TitleSortKey } from '../sort-titles';
import { seriesLine } from '../title-label';
import { ExclusionToggle } from './exclusion-toggle';
import styles from './titles-table.module.css';

export interface TitleColumn {
  key: TitleSortKey;
  label: string;
  numeric: boolean;
}

/**
 * The titles as a table, every column sortable from its header, which says the order through aria-sort. On a
 * phone or a tablet each row becomes a card: the header row is hidden (the screen's sort menu takes its place)
 * and each cell shows its column's name before its value (data-label), so nothing scrolls sideways.
 */
export function TitlesTable({
  titles,
  columns,
  sort,
  onSort,
  currency,
  libraryId,
  language,
  onExcludedChange,
}: {
  titles: readonly LibrarianTitle[];
  columns: readonly TitleColumn[];
  sort: TitleSort;
  onSort(key: TitleSortKey): void;
  /** The library's currency; prices are left out until it is known. */
  currency: Currency | undefined;
  /** The library whose customer catalogue the titles link to; no links until it is known. */
  libraryId: number | undefined;
  language: Language;
  onExcludedChange(title: LibrarianTitle, excluded: boolean): void;
}) {
  const { t } = useTranslation();
  const label = (key: TitleSortKey) => columns.find((column) => column.key === key)?.label ?? key;
  const inCatalogue = t('catalogue_column_in_catalogue');

  return (
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
                <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
                  {column.label}
                  <SortIcon state={sort.key === column.key ? sort.direction : undefined} />
                </button>
              </th>
            ))}
            <th scope="col" className={styles.toggleHeader}>
              {inCatalogue}
            </th>
          </tr>
        </thead>
        <tbody>
          {titles.map((title) => (
            <tr key={title.id} className={title.excluded ? styles.excludedRow : undefined}>
              <th scope="row" className={styles.titleCell}>
                <TitleName title={title} libraryId={libraryId} language={language} />
                {seriesLine(title) && <span className={styles.sub}>{seriesLine(title)}</span>}
                {(title.coming_on || title.excluded) && (
                  <span className={styles.badges}>
                    {title.coming_on && (
                      <span className={styles.badge}>
                        {t('coming_on', { date: formatDate(title.coming_on, language) })}
                      </span>
                    )}
                    {title.excluded && (
                      <span className={`${styles.badge} ${styles.excludedBadge}`}>
                        {t('title_excluded_badge')}
                      </span>
                    )}
                  </span>
                )}
              </th>
              <td className={styles.number} data-label={label('year')}>
                {title.year ?? '–'}
              </td>
              <td className={styles.number} data-label={label('price')}>
                {currency ? formatMoney(title.price_cents, currency, language) : '–'}
              </td>
              <td className={styles.number} data-label={label('loans_this_month')}>
                {formatNumber(title.loans_this_month, language)}
              </td>
              <td className={styles.number} data-label={label('loans_total')}>
                {formatNumber(title.loans_total, language)}
              </td>
              <td className={styles.number} data-label={label('last_loan')}>
                {title.last_loan_at ? formatDate(title.last_loan_at, language) : '–'}
              </td>
              <td className={styles.toggleCell} data-label={inCatalogue}>
                <ExclusionToggle title={title} onChange={(excluded) => onExcludedChange(title, excluded)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The title's name, linking to its page in the library's customer catalogue: another portal and another
 * document, so it opens in a new tab (and says so), and the list keeps its search, filters and place.
 */
function TitleName({
  title,
  libraryId,
  language,
}: {
  title: LibrarianTitle;
  libraryId: number | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  if (libraryId === undefined) return <span className={styles.name}>{title.name}</span>;
  return (
    <a
      href={paths.customer.title.href({ lang: language, libraryId, titleId: title.id })}
      target="_blank"
      rel="noopener"
      className={styles.name}
    >
      {title.name}
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.newTabIcon}>
        <path
          d="M9 2h5v5M14 2L7 9M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
    </a>
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
