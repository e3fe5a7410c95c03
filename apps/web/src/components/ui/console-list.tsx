import type { CSSProperties, FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from './button';
import { Field } from './field';
import fieldStyles from './field.module.css';
import { LoadError } from './load-error';
import styles from './console-list.module.css';

/**
 * A list's search kept in the address (?q=, its filters, ?page=), so that going back to the list finds it as it
 * was. `read` takes the search from the address, `write` puts a search's filters into a query.
 */
export function useSearchInAddress<Search>(
  read: (params: URLSearchParams) => Search,
  write: (search: Search, query: URLSearchParams) => void,
) {
  const [params, setParams] = useSearchParams();
  const search = read(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: Search, nextPage: number) => {
    const query = new URLSearchParams();
    write(next, query);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return { search, page, go };
}

/** The translated words of one list. */
export interface ConsoleListTexts {
  /** The list's name (its items and its pages are named after it). */
  list: string;
  pages: string;
  found(count: number): string;
  /** Nothing matches the search, and the button that clears it. */
  noneFound: string;
  clear: string;
  /** There is nothing at all yet. */
  none: string;
}

interface ConsoleListProps<Item> {
  texts: ConsoleListTexts;
  /** The page of items and the total, while they load, or a failure to load them. */
  found: {
    data?: { total: number } | undefined;
    isError: boolean;
    refetch(): unknown;
  };
  items: readonly Item[] | undefined;
  pageSize: number;
  page: number;
  onPage(page: number): void;
  /** Whether any filter is set: an empty list then offers to clear them. */
  filtered: boolean;
  onClear(): void;
  /** Offered in an empty list without filters (a link to create the first one). */
  emptyAction?: ReactNode;
  /** An item's columns on a wide screen (a CSS grid-template-columns); on a phone the name has a row of its own. */
  columns: string;
  itemKey(item: Item): string | number;
  /** An item's cells: its linked name first. */
  children(item: Item): ReactNode;
}

/**
 * A console list (libraries, titles): the count in a live region, the items as cards that wrap on a phone, an
 * empty state that tells a search without matches from nothing at all, and pages.
 */
export function ConsoleList<Item>({
  texts,
  found,
  items,
  pageSize,
  page,
  onPage,
  filtered,
  onClear,
  emptyAction,
  columns,
  itemKey,
  children,
}: ConsoleListProps<Item>) {
  const { t } = useTranslation();
  const pages = found.data ? Math.max(1, Math.ceil(found.data.total / pageSize)) : 1;
  return (
    <>
      <p role="status" className={styles.count}>
        {found.data && texts.found(found.data.total)}
      </p>
      {found.isError && !found.data ? (
        <LoadError message={t('error_generic_body')} onRetry={() => void found.refetch()} />
      ) : (
        items &&
        (items.length === 0 ? (
          <div className={styles.empty}>
            {filtered ? (
              <>
                <p>{texts.noneFound}</p>
                <Button size="small" onClick={onClear}>
                  {texts.clear}
                </Button>
              </>
            ) : (
              <>
                <p>{texts.none}</p>
                {emptyAction}
              </>
            )}
          </div>
        ) : (
          <ul
            className={styles.list}
            aria-label={texts.list}
            style={{ '--item-columns': columns } as CSSProperties}
          >
            {items.map((item) => (
              <li key={itemKey(item)} className={styles.item}>
                {children(item)}
              </li>
            ))}
          </ul>
        ))
      )}
      {pages > 1 && (
        <nav aria-label={texts.pages} className={styles.pager}>
          <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('operator_audit_previous')}
          </Button>
          <span>{t('operator_audit_page_of', { page, pages })}</span>
          <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('operator_audit_next')}
          </Button>
        </nav>
      )}
    </>
  );
}

/** A console list's search form: the words to search for, the list's own filters, the search button. */
export function ConsoleListFilters({
  label,
  wordsLabel,
  words,
  submit,
  onSubmit,
  children,
}: {
  label: string;
  wordsLabel: string;
  /** The words field's registration in the form. */
  words: UseFormRegisterReturn;
  submit: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  return (
    <form role="search" aria-label={label} className={styles.filters} noValidate onSubmit={onSubmit}>
      <Field label={wordsLabel}>
        {(control) => (
          <input
            {...control}
            type="search"
            maxLength={200}
            autoComplete="off"
            className={fieldStyles.input}
            {...words}
          />
        )}
      </Field>
      {children}
      <div className={styles.filterActions}>
        <Button variant="primary" type="submit">
          {submit}
        </Button>
      </div>
    </form>
  );
}
