import { useId } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { useLoginData } from '@/lib/session';
import { useFavourites } from '../api/fetch-favourites';
import { cardHref } from '../card-href';
import { cardName, displayNameLanguage } from '../display-name';
import { InlineError } from './inline-error';
import { TitleCard } from './title-card';
import { TitleListSkeleton, useCardMeta } from './title-list';
import status from '@/components/ui/status.module.css';
import list from './title-list.module.css';
import styles from './favourite-titles.module.css';

/**
 * The logged-in user's favourites (fetch_favourite), newest first, as title cards that open the title in the
 * library it was added from. Each card's toggle removes it; the card stays (shown as not a favourite) until the
 * list is next loaded, so a slip can be undone and keyboard focus stays where it was.
 */
export function FavouriteTitles({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const loggedIn = useLoginData().user !== null;
  const favourites = useFavourites(lang, { enabled: loggedIn });
  const meta = useCardMeta();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('favourites')}
      </Heading>
      {favourites.isError ? (
        <InlineError onRetry={() => void favourites.refetch()} />
      ) : !favourites.data ? (
        <TitleListSkeleton count={6} layout="grid" />
      ) : favourites.data.favourites.length === 0 ? (
        <p className={status.empty}>{t('favourites_empty')}</p>
      ) : (
        <ul className={list.grid}>
          {favourites.data.favourites.map((favourite) => (
            <li key={favourite.id} className={list.item}>
              <TitleCard
                title={favourite.title}
                name={cardName(favourite.title, lang)}
                nameLang={favourite.title.series ? undefined : displayNameLanguage(favourite.title, lang)}
                meta={meta(favourite.title)}
                href={cardHref(lang, favourite.library_id, favourite.title)}
                favouriteLibraryId={favourite.library_id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
