import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { CountryIso, Language } from '@filmhyllan/contract';
import { countryCodes } from '@filmhyllan/contract/client';
import { paths } from '@/app/paths';
import { ConsoleList, ConsoleListFilters, useSearchInAddress } from '@/components/ui/console-list';
import listStyles from '@/components/ui/console-list.module.css';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { LIBRARIES_PAGE_SIZE, noLibrarySearch, useLibraries, type LibrarySearch } from '../api/get-libraries';
import { budgetSummary } from './library-budget-text';
import { LibraryStatusBadge } from './library-status-badge';

const isCountry = (value: string | null): value is CountryIso =>
  (countryCodes as readonly string[]).includes(value ?? '');

/** The search in the address: ?q=, ?country=. */
const readSearch = (params: URLSearchParams): LibrarySearch => {
  const country = params.get('country');
  return { search: params.get('q') ?? '', country_iso: isCountry(country) ? country : '' };
};
const writeSearch = (search: LibrarySearch, query: URLSearchParams) => {
  if (search.search.trim()) query.set('q', search.search.trim());
  if (search.country_iso) query.set('country', search.country_iso);
};

/** The libraries of the service, active or not: search by name, one country, pages; each leads to its page. */
export function LibrariesList({ language, canCreate }: { language: Language; canCreate: boolean }) {
  const { t } = useTranslation();
  const { search, page, go } = useSearchInAddress(readSearch, writeSearch);
  const found = useLibraries(search, page);

  return (
    <>
      <LibraryFilters
        key={`${search.search}|${search.country_iso}`}
        search={search}
        onSearch={(next) => go(next, 1)}
      />
      <ConsoleList
        texts={{
          list: t('operator_libraries'),
          pages: t('operator_libraries_pages'),
          found: (count) => t('operator_libraries_found', { count }),
          noneFound: t('operator_libraries_none_found'),
          clear: t('operator_libraries_clear'),
          none: t('operator_libraries_none'),
        }}
        found={found}
        items={found.data?.libraries}
        pageSize={LIBRARIES_PAGE_SIZE}
        page={page}
        onPage={(next) => go(search, next)}
        filtered={search.search !== '' || search.country_iso !== ''}
        onClear={() => go(noLibrarySearch, 1)}
        emptyAction={
          canCreate && (
            <Link to={paths.operator.newLibrary.href({ lang: language })}>
              {t('operator_libraries_create_first')}
            </Link>
          )
        }
        columns="minmax(0, 2fr) minmax(0, 1fr) auto minmax(0, 1.5fr)"
        itemKey={(library) => library.library_id}
      >
        {(library) => (
          <>
            <Link
              className={listStyles.name}
              to={paths.operator.library.href({ lang: language, libraryId: String(library.library_id) })}
            >
              {library.name}
            </Link>
            <span>{t(`country_${library.country_iso}`)}</span>
            <LibraryStatusBadge active={library.active} />
            <span className={listStyles.muted}>{budgetSummary(library, language, t)}</span>
          </>
        )}
      </ConsoleList>
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
    <ConsoleListFilters
      label={t('operator_libraries_search')}
      submit={t('operator_libraries_search_button')}
      wordsLabel={t('operator_libraries_search_name')}
      words={form.register('search')}
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
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
    </ConsoleListFilters>
  );
}
