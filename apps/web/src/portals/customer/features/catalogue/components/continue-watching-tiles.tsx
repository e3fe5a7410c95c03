import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths, PLAY_ON_OPEN_PARAM } from '@/app/paths';
import type { Language, RunningLoan } from '@filmhyllan/contract';
import { readLocalPosition, useNow } from '@/features/player';
import { continueWatchingTiles, timeLeftMessage, type ContinueWatchingTile } from '../continue-watching';
import { Poster } from './poster';
import cardStyles from './title-card.module.css';
import listStyles from './title-list.module.css';
import rowStyles from './title-row.module.css';
import styles from './continue-watching-tiles.module.css';

/** How often the time left is looked at again (a loan that ended leaves the row). */
const CLOCK_INTERVAL_MS = 30_000;

/**
 * The Continue watching row itself, loaded only for a caller with running loans (continue-watching-row.tsx):
 * each loan's poster, name, time left, how much was watched, and one press to play (the title page opens its
 * player at once). Left out, heading and all, once every loan has ended.
 */
export function ContinueWatchingTiles({ loans }: { loans: readonly RunningLoan[] }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const headingId = useId();
  const now = useNow(CLOCK_INTERVAL_MS);
  const tiles = continueWatchingTiles(loans, now, lang, readLocalPosition);
  if (tiles.length === 0) return null;
  return (
    <section className={rowStyles.section} aria-labelledby={headingId} data-testid="continue-watching">
      <div className={rowStyles.head}>
        <h2 id={headingId} className={rowStyles.heading}>
          {t('continue_watching')}
        </h2>
      </div>
      <ul className={listStyles.row}>
        {tiles.map((tile) => (
          <li key={tile.loan.loan_id} className={listStyles.item}>
            <LoanTile tile={tile} language={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LoanTile({ tile, language }: { tile: ContinueWatchingTile; language: Language }) {
  const { t } = useTranslation();
  const { loan, name, percent } = tile;
  const left = timeLeftMessage(tile.msLeft);
  const href = paths.customer.title.href(
    { lang: language, libraryId: loan.library_id, titleId: loan.title_id },
    { [PLAY_ON_OPEN_PARAM]: 1 },
  );
  return (
    <div className={`${cardStyles.card} ${cardStyles.linked}`}>
      <div className={styles.poster}>
        <Poster
          titleId={loan.title_id}
          src={loan.title.poster_url}
          images={loan.title.poster_images}
          layout="row"
          name={name}
        />
        <span className={styles.play} aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
          </svg>
        </span>
        {percent !== null && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('continue_watching_percent', { percent: String(percent) })}
            aria-label={t('continue_watching_progress', { name })}
          >
            <span className={styles.watched} style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
      <div className={cardStyles.text}>
        <p className={cardStyles.name} lang={tile.nameLang}>
          <Link
            to={href}
            className={cardStyles.link}
            aria-label={t(percent === null ? 'continue_watching_watch' : 'continue_watching_resume', {
              name,
            })}
          >
            {name}
          </Link>
        </p>
        <p className={cardStyles.meta}>{t(left.key, { count: left.count })}</p>
      </div>
    </div>
  );
}
