import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { GeneralInfo, Language, SushiCredentials } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { useLoginData } from '@/lib/session';
import { useLibrarianData } from '../features/account/api/get-librarian-data';
import { generalInfoKey, useGeneralInfo } from '../features/general-info/api/get-general-info';
import { BudgetForm } from '../features/general-info/components/budget-form';
import { ReportSettingsForm } from '../features/general-info/components/report-settings-form';
import { BudgetChanges } from '../features/general-info/components/budget-changes';
import { useBudgetChanges } from '../features/general-info/api/get-budget-changes';
import { StatisticsScreen } from '../features/statistics/components/statistics-screen';
import { CounterSection } from '../features/counter/components/counter-section';
import { useLibrarianTitles } from '../features/titles/api/get-librarian-titles';
import { MyTitles } from '../features/titles/components/my-titles';
import { MarcFeed } from '../features/titles/components/marc-feed';
import { useLibrarianLists } from '../features/lists/api/lists';
import { ListsScreen } from '../features/lists/components/lists-screen';
import styles from './librarian-pages.module.css';

/** A librarian page: its heading, which also names the tab ("Statistics – Bibliotek | Filmhyllan"). */
function Screen({ heading, children }: { heading: string; children?: ReactNode }) {
  usePageTitle(heading);
  return (
    <div className={styles.screen}>
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

/**
 * A screen's data: shown when it is there; while it loads the global loader runs; a failure says so with a way
 * to try again (a 5xx has opened the error popup as well).
 */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className={styles.loadError}>
        <p>{t('error_generic_body')}</p>
        <Button onClick={() => void query.refetch()}>{t('try_again')}</Button>
      </div>
    );
  }
  return <p className={styles.sub}>{t('loading')}</p>;
}

export function StatisticsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const info = useGeneralInfo();
  const queryClient = useQueryClient();
  // A new SUSHI key is shown at once: the general info the screen holds takes the credentials rotate answered.
  const rotated = (credentials: SushiCredentials) =>
    queryClient.setQueryData<GeneralInfo>(generalInfoKey, (old) => old && { ...old, ...credentials });
  return (
    <Screen heading={t('statistics')}>
      <StatisticsScreen language={lang} />
      {info.data && <CounterSection credentials={info.data} onRotated={rotated} />}
    </Screen>
  );
}

export function CataloguePage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const titles = useLibrarianTitles();
  const { librarian } = useLoginData();
  // The currency of the prices and the catalogue the titles link to: the library of get_librarian_data (the
  // header loads it too); until it has answered, the session's library id (the same library).
  const library = useLibrarianData(!!librarian).data?.library;
  return (
    <Screen heading={t('my_titles')}>
      <Loaded query={titles}>
        {(data) => (
          <MyTitles
            catalogue={data}
            currency={library?.currency}
            libraryId={library?.id ?? librarian?.library_id}
            language={lang}
          />
        )}
      </Loaded>
      <MarcFeed />
    </Screen>
  );
}

export function ListsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const lists = useLibrarianLists();
  const { librarian } = useLoginData();
  const library = useLibrarianData(!!librarian).data?.library;
  return (
    <Screen heading={t('librarian_lists')}>
      <Loaded query={lists}>
        {(data) => (
          <ListsScreen
            lists={data}
            libraryId={library?.id ?? librarian?.library_id}
            countryIso={library?.country_iso}
            language={lang}
          />
        )}
      </Loaded>
    </Screen>
  );
}

export function BudgetSettingsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const info = useGeneralInfo();
  const changes = useBudgetChanges();
  return (
    <Screen heading={t('change_budget')}>
      <Loaded query={info}>
        {(data) => (
          <>
            <BudgetForm info={data} language={lang} />
            <div className={styles.budgetHistory}>
              <ReportSettingsForm info={data} language={lang} />
            </div>
            <div className={styles.budgetHistory}>
              <Loaded query={changes}>
                {(history) => (
                  <BudgetChanges changes={history.changes} currency={data.library.currency} language={lang} />
                )}
              </Loaded>
            </div>
          </>
        )}
      </Loaded>
    </Screen>
  );
}

export function LibrarianNotFoundPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  return (
    <Screen heading={t('not_found_title')}>
      <p className={styles.sub}>{t('not_found_body')}</p>
      <Link to={paths.librarian.statistics.href({ lang })}>{t('back_to_front_page')}</Link>
    </Screen>
  );
}
