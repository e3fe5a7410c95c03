import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { NEW_TITLES_ON_START_PAGE } from '@filmhyllan/contract/client';
import { useSite } from '@/lib/site';
import { useNewTitles } from '../api/get-new-titles';
import type { TitleHref } from './title-list';
import { TitleRow } from './title-row';

/**
 * The front page's row of new and upcoming titles of the whole country (7). No library is chosen yet, so the
 * cards are posters without links (a title may not be in the library the patron picks); 'see all' opens the
 * upcoming titles page.
 */
/** Posters of the row that a phone shows without scrolling sideways. */
const FIRST_ROW_PRIORITY_POSTERS = 2;

export function NewTitlesRow({
  seeAllHref,
  titleHref,
}: {
  seeAllHref: string | undefined;
  titleHref: TitleHref;
}) {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const query = useNewTitles({
    country,
    libraryId: undefined,
    count: NEW_TITLES_ON_START_PAGE,
    language: lang,
  });
  // Background information: a failure leaves the row out rather than showing an error on the front page.
  if (query.isError) return null;
  return (
    <TitleRow
      heading={t('upcoming_titles')}
      titles={query.data?.titles}
      pending={query.isPending}
      href={titleHref}
      seeAllHref={seeAllHref}
      skeletonCount={NEW_TITLES_ON_START_PAGE}
      // The first posters are the front page's largest paint: loaded at once, first (the server preloads them).
      priorityCount={FIRST_ROW_PRIORITY_POSTERS}
    />
  );
}
