import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { CountryIso, Language } from '@filmhyllan/contract';
import { countryCodes } from '@filmhyllan/contract/client';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { LIBRARIES_PAGE_SIZE, useLibraries, type LibrarySearch } from '../api/get-libraries';
import { budgetSummary } from './library-budget-text';
import { LibraryStatusBadge } from './library-status-badge';
import styles from './libraries.module.css';

const isCountry = (value: string | null): value is CountryIso =>
  (countryCodes as readonly string[]).includes(value ?? '');

/** The search in the address (?q=, ?country=, ?page=), so that going back to the list finds it as it was. */
function useSearchInAddress() {
  const [params, setParams] = useSearchParams();
  const country = params.get('country');
  const search: LibrarySearch = {
    search: params.get('q') ?? '',
    country_iso: isCountry(country) ? country : '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: LibrarySearch, nextPage: number) => {
    const query = new URLSearchParams();
    if (next.search.trim()) query.set('q', next.search.trim());
    if (next.country_iso) query.set('country', next.country_iso);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return { search, page, go };
}

/** The libraries of the service, active or not: search by name, one country, pages; each leads to its page. */
export function LibrariesList({ language, canCreate }: { language: Language; canCreate: boolean }) {
  const { t } = useTranslation();
  const { search, page, go } = useSearchInAddress();
  const found = useLibraries(search, page);
  const pages = found.data ? Math.max(1, Math.ceil(found.data.total / LIBRARIES_PAGE_SIZE)) : 1;
  const filtered = search.search !== '' || search.country_iso !== '';

  return (
    <>
      <LibraryFilters
        key={`${search.search}|${search.country_iso}`}
        search={search}
        onSearch={(next) => go(next, 1)}
      />
      <p role="status" className={styles.count}>
        {found.data && t('operator_libraries_found', { count: found.data.total })}
      </p>
      {found.isError && !found.data ? (
        <LoadError message={t('error_generic_body')} onRetry={() => void found.refetch()} />
      ) : (
        found.data &&
        (found.data.libraries.length === 0 ? (
          <div className={styles.empty}>
            {filtered ? (
              <>
                <p>{t('operator_libraries_none_found')}</p>
                <Button size="small" onClick={() => go({ search: '', country_iso: '' }, 1)}>
                  {t('operator_libraries_clear')}
                </Button>
              </>
            ) : (
              <>
                <p>{t('operator_libraries_none')}</p>
                {canCreate && (
                  <Link to={paths.operator.newLibrary.href({ lang: language })}>
                    {t('operator_libraries_create_first')}
                  </Link>
                )}
              </>
            )}
          </div>
        ) : (
          <ul className={styles.list} aria-label={t('operator_libraries')}>
            {found.data.libraries.map((library) => (
              <li key={library.library_id} className={styles.item}>
                <Link
                  className={styles.name}
                  to={paths.operator.library.href({ lang: language, libraryId: String(library.library_id) })}
                >
                  {library.name}
                </Link>
                <span>{t(`country_${library.country_iso}`)}</span>
                <LibraryStatusBadge active={library.active} />
                <span className={styles.muted}>{budgetSummary(library, language, t)}</span>
              </li>
            ))}
          </ul>
        ))
      )}
      {pages > 1 && (
        <nav aria-label={t('operator_libraries_pages')} className={styles.pager}>
          <Button size="small" disabled={page <= 1} onClick={() => go(search, page - 1)}>
            {t('operator_audit_previous')}
          </Button>
          <span>{t('operator_audit_page_of', { page, pages })}</span>
          <Button size="small" disabled={page >= pages} onClick={() => go(search, page + 1)}>
            {t('operator_audit_next')}
          </Button>
        </nav>
      )}
    </>
  );
}

/** The list's search form: words in the name (or other names) and a country; empty fields are no filter. */
function LibraryFilters({
  search,
  onSearch,
}: {
  search: LibrarySearch;
  onSearch(search: LibrarySearch): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<LibrarySearch>({ defaultValues: search });
  return (
    <form
      role="search"
      aria-label={t('operator_libraries_search')}
      className={styles.filters}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
      <Field id={`${id}-search`} label={t('operator_libraries_search_name')}>
        {(control) => (
          <input
            {...control}
            type="search"
            maxLength={200}
            autoComplete="off"
            className={fieldStyles.input}
            {...form.register('search')}
          />
        )}
      </Field>
      <Field id={`${id}-country`} label={t('operator_library_country')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} {...form.register('country_iso')}>
            <option value="">{t('operator_libraries_all_countries')}</option>
            {countryCodes.map((code) => (
              <option key={code} value={code}>
                {t(`country_${code}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.filterActions}>
        <Button variant="primary" type="submit">
          {t('operator_libraries_search_button')}
        </Button>
      </div>
    </form>
  );
}
