import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { SEARCH_MAX_LENGTH } from '@filmhyllan/contract/client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSite } from '@/lib/site';
import { useTitles } from '../api/get-titles';
import { PagedTitleList } from './paged-title-list';
import { SearchCombobox } from './search-combobox';
import type { TitleHref } from './title-list';
import styles from './search-titles.module.css';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Shorter texts match too much to be useful (and the hint says so). */
export const SEARCH_MIN_LENGTH = 2;

/** The search text as it is sent: trimmed, inner spaces collapsed, within the API's limit. */
export const normaliseSearch = (text: string): string =>
  text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);

/**
 * Search as you type. The text lives in ?q= (a search can be shared, and survives reload and back); the
 * request waits for a pause in typing, and a request a newer text supersedes is aborted (its query loses its
 * observer and TanStack Query aborts the fetch through the signal).
 */
export function SearchTitles({ libraryId, titleHref }: { libraryId: number; titleHref: TitleHref }) {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const debounced = normaliseSearch(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const active = debounced.length >= SEARCH_MIN_LENGTH;

  // The URL follows the debounced text (one history entry for the whole search, replaced as it changes).
  // Our own writes carry their text in the history state, so a write that lands late (the router runs its
  // loaders first, and the patron types on meanwhile) is not mistaken for a new search from outside. Any other
  // new ?q= (back button, the header's search link) sets the box.
  const location = useLocation();
  const urlText = searchParams.get('q') ?? '';
  const fromBox = (location.state as { searchText?: unknown } | null)?.searchText === urlText;
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== seenKey.current) {
      seenKey.current = location.key;
      if (!fromBox) {
        setText(urlText);
        return;
      }
    }
    if (debounced === normaliseSearch(urlText)) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true, state: { searchText: debounced } },
    );
  }, [location.key, fromBox, urlText, debounced, setSearchParams]);

  const titles = useTitles({ libraryId, country, language: lang, search: debounced }, { enabled: active });
  const list = active ? titles.data : undefined;

  return (
    <div className={styles.search}>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search_label')}
        </label>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <SearchCombobox
          libraryId={libraryId}
          lang={lang}
          value={text}
          onChange={setText}
          inputRef={inputRef}
          inputId={inputId}
          normalise={normaliseSearch}
          minLength={SEARCH_MIN_LENGTH}
        />
        {text && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
            aria-label={t('clear_search')}
            title={t('clear_search')}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </form>

      <div className={styles.status} role="status">
        {!active ? (
          <p className={styles.hint}>{t('search_start_typing')}</p>
        ) : !list ? null : titles.isPlaceholderData ? (
          // The previous search's titles are still shown, dimmed; its count would belong to the wrong text.
          <p className={styles.hint}>{t('loading')}</p>
        ) : list.count > 0 ? (
          <p className={styles.summary}>
            <span className={styles.query}>{t('search_results_for', { query: debounced })}</span>
            <span className={styles.count}>{t('title_count', { count: list.count })}</span>
          </p>
        ) : (
          <div className={styles.empty}>
            <h2>{t('search_no_results_title')}</h2>
            <p>{t('search_no_results_body', { query: debounced })}</p>
            {list.didYouMean && (
              <p className={styles.didYouMean}>
                {t('search_did_you_mean')}{' '}
                <button
                  type="button"
                  className={styles.correction}
                  onClick={() => {
                    setText(list.didYouMean!);
                    inputRef.current?.focus();
                  }}
                >
                  {list.didYouMean}
                </button>
              </p>
            )}
          </div>
        )}
      </div>

      {active && <PagedTitleList titles={titles} titleHref={titleHref} empty={null} />}
    </div>
  );
}
