import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { Language, OperatorTitleSummary } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { TITLES_PAGE_SIZE, noTitleSearch, useTitles, type TitleSearch } from '../api/get-titles';
import styles from './titles.module.css';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The search in the address (?q=, ?kind=, ?published=, ?page=), so that going back finds the list as it was. */
function useSearchInAddress() {
  const [params, setParams] = useSearchParams();
  const search: TitleSearch = {
    search: params.get('q') ?? '',
    kind: oneOf(params.get('kind'), ['film', 'episode'] as const),
    published: oneOf(params.get('published'), ['1', '0'] as const),
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: TitleSearch, nextPage: number) => {
    const query = new URLSearchParams();
    if (next.search.trim()) query.set('q', next.search.trim());
    if (next.kind) query.set('kind', next.kind);
    if (next.published) query.set('published', next.published);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return { search, page, go };
}

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
  const { search, page, go } = useSearchInAddress();
  const found = useTitles(search, page);
  const pages = found.data ? Math.max(1, Math.ceil(found.data.total / TITLES_PAGE_SIZE)) : 1;
  const filtered = search.search !== '' || search.kind !== '' || search.published !== '';

  return (
    <>
      <TitleFilters
        key={`${search.search}|${search.kind}|${search.published}`}
        search={search}
        onSearch={(next) => go(next, 1)}
      />
      <p role="status" className={styles.count}>
        {found.data && t('operator_titles_found', { count: found.data.total })}
      </p>
      {found.isError && !found.data ? (
        <LoadError message={t('error_generic_body')} onRetry={() => void found.refetch()} />
      ) : (
        found.data &&
        (found.data.titles.length === 0 ? (
          <div className={styles.empty}>
            {filtered ? (
              <>
                <p>{t('operator_titles_none_found')}</p>
                <Button size="small" onClick={() => go(noTitleSearch, 1)}>
                  {t('operator_titles_clear')}
                </Button>
              </>
            ) : (
              <>
                <p>{t('operator_titles_none')}</p>
                {canCreate && (
                  <Link to={paths.operator.newTitle.href({ lang: language })}>{t('operator_new_title')}</Link>
                )}
              </>
            )}
          </div>
        ) : (
          <ul className={styles.list} aria-label={t('operator_titles')}>
            {found.data.titles.map((title) => (
              <li key={title.title_id} className={styles.item}>
                <Link
                  className={styles.name}
                  to={paths.operator.title.href({ lang: language, titleId: String(title.title_id) })}
                >
                  {title.name}
                </Link>
                <span className={styles.muted}>{titleLine(title, t)}</span>
                <span className={styles.badge}>
                  {title.published ? t('operator_title_published') : t('operator_title_unpublished')}
                </span>
                <span className={styles.muted}>{title.has_media ? '' : t('operator_title_no_media')}</span>
              </li>
            ))}
          </ul>
        ))
      )}
      {pages > 1 && (
        <nav aria-label={t('operator_titles_pages')} className={styles.pager}>
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

/** The list's search form: words, kind and publication; empty fields are no filter. */
function TitleFilters({ search, onSearch }: { search: TitleSearch; onSearch(search: TitleSearch): void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<TitleSearch>({ defaultValues: search });
  return (
    <form
      role="search"
      aria-label={t('operator_titles_search')}
      className={styles.filters}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
      <Field id={`${id}-search`} label={t('operator_titles_search_words')}>
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
      <div>
        <Button variant="primary" type="submit">
          {t('operator_titles_search_button')}
        </Button>
      </div>
    </form>
  );
}
