import { useId } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { SEE_ALL_TITLES_COUNT } from '@filmhyllan/contract/client';
import { useSite } from '@/lib/site';
import { useNewTitles } from '../api/get-new-titles';
import { InlineError } from './inline-error';
import { TitleList, TitleListSkeleton, type TitleHref } from './title-list';
import status from '@/components/ui/status.module.css';
import styles from './upcoming-titles.module.css';

/**
 * The upcoming titles page's list (get_new_titles, 50): the announced titles with their coming dates, then
 * the newest titles. A chosen library narrows it to that library's titles; without one it is country-wide.
 */
export function UpcomingTitles({
  libraryId,
  titleHref,
}: {
  libraryId: number | undefined;
  titleHref: TitleHref;
}) {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const newestId = useId();
  const query = useNewTitles({ country, libraryId, count: SEE_ALL_TITLES_COUNT, language: lang });

  if (query.isError) return <InlineError onRetry={() => void query.refetch()} />;
  if (!query.data) return <TitleListSkeleton count={12} layout="grid" />;
  const coming = query.data.titles.filter((title) => title.coming_on !== null);
  const newest = query.data.titles.filter((title) => title.coming_on === null);
  return (
    <>
      {coming.length === 0 ? (
        <p className={status.empty}>{t('upcoming_empty')}</p>
      ) : (
        <TitleList titles={coming} href={titleHref} layout="grid" priorityCount={6} />
      )}
      {newest.length > 0 && (
        <section className={styles.newest} aria-labelledby={newestId}>
          <h2 id={newestId} className={styles.heading}>
            {t('new_titles')}
          </h2>
          <TitleList titles={newest} href={titleHref} layout="grid" />
        </section>
      )}
    </>
  );
}
