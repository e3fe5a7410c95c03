import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Language, OperatorTitleSummary } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { ConsoleList, ConsoleListFilters, useSearchInAddress } from '@/components/ui/console-list';
import listStyles from '@/components/ui/console-list.module.css';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { TITLES_PAGE_SIZE, noTitleSearch, useTitles, type TitleSearch } from '../api/get-titles';
import styles from './titles.module.css';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The search in the address: ?q=, ?kind=, ?published=. */
const readSearch = (params: URLSearchParams): TitleSearch => ({
  search: params.get('q') ?? '',
  kind: oneOf(params.get('kind'), ['film', 'episode'] as const),
  published: oneOf(params.get('published'), ['1', '0'] as const),
});
const writeSearch = (search: TitleSearch, query: URLSearchParams) => {
  if (search.search.trim()) query.set('q', search.search.trim());
  if (search.kind) query.set('kind', search.kind);
  if (search.published) query.set('published', search.published);
};

/** What the list says of a title beside its name: its series place, year and kind. */
function titleLine(title: OperatorTitleSummary, t: ReturnType<typeof useTranslation>['t']): string {
  const kind = t(`operator_title_kind_${title.kind}`);
  const place =
    title.group_name !== null ? `${title.group_name} S${title.season ?? '?'}E${title.episode ?? '?'}` : null;
  return [kind, place, title.year].filter((part) => part !== null && part !== '').join(' · ');
}

/** The titles of the service, published or not: search, kind, publication, pages; each leads to its page. */
export function TitlesList({ language, canCreate }: { language: Language; canCreate: boolean }) {
  const { t } = useTranslation();
  const { search, page, go } = useSearchInAddress(readSearch, writeSearch);
  const found = useTitles(search, page);

  return (
    <>
      <TitleFilters
        key={`${search.search}|${search.kind}|${search.published}`}
        search={search}
        onSearch={(next) => go(next, 1)}
      />
      <ConsoleList
        texts={{
          list: t('operator_titles'),
          pages: t('operator_titles_pages'),
          found: (count) => t('operator_titles_found', { count }),
          noneFound: t('operator_titles_none_found'),
          clear: t('operator_titles_clear'),
          none: t('operator_titles_none'),
        }}
        found={found}
        items={found.data?.titles}
        pageSize={TITLES_PAGE_SIZE}
        page={page}
        onPage={(next) => go(search, next)}
        filtered={search.search !== '' || search.kind !== '' || search.published !== ''}
        onClear={() => go(noTitleSearch, 1)}
        emptyAction={
          canCreate && (
            <Link to={paths.operator.newTitle.href({ lang: language })}>{t('operator_new_title')}</Link>
          )
        }
        columns="minmax(0, 2fr) minmax(0, 1fr) auto auto"
        itemKey={(title) => title.title_id}
      >
        {(title) => (
          <>
            <Link
              className={listStyles.name}
              to={paths.operator.title.href({ lang: language, titleId: String(title.title_id) })}
            >
              {title.name}
            </Link>
            <span className={listStyles.muted}>
              {titleLine(title, t)}
              {title.group_id !== null && (
                <>
                  {' · '}
                  <Link to={paths.operator.series.href({ lang: language, groupId: String(title.group_id) })}>
                    {t('operator_series_open', { name: title.group_name ?? '' })}
                  </Link>
                </>
              )}
            </span>
            <span className={styles.badge}>
              {title.published ? t('operator_title_published') : t('operator_title_unpublished')}
            </span>
            <span className={listStyles.muted}>{title.has_media ? '' : t('operator_title_no_media')}</span>
          </>
        )}
      </ConsoleList>
    </>
  );
}

/** The list's search form: words, kind and publication; empty fields are no filter. */
function TitleFilters({ search, onSearch }: { search: TitleSearch; onSearch(search: TitleSearch): void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<TitleSearch>({ defaultValues: search });
  return (
    <ConsoleListFilters
      label={t('operator_titles_search')}
      submit={t('operator_titles_search_button')}
      wordsLabel={t('operator_titles_search_words')}
      words={form.register('search')}
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
      <Field id={`${id}-kind`} label={t('operator_titles_kind')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} {...form.register('kind')}>
            <option value="">{t('operator_titles_all_kinds')}</option>
            <option value="film">{t('operator_title_kind_film')}</option>
            <option value="episode">{t('operator_title_kind_episode')}</option>
          </select>
        )}
      </Field>
      <Field id={`${id}-published`} label={t('operator_titles_state')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} {...form.register('published')}>
            <option value="">{t('operator_titles_all_states')}</option>
            <option value="1">{t('operator_title_published')}</option>
            <option value="0">{t('operator_title_unpublished')}</option>
          </select>
        )}
      </Field>
    </ConsoleListFilters>
  );
}
