import { useDeferredValue, useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { getTitle, Language, LoanLimitPeriod, Title } from '@filmhyllan/contract';
import { paths, type Query } from '@/app/paths';
import { isApiError, type EndpointOutput } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { usePainted } from '@/lib/use-painted';
import { useTitle } from '../api/get-title';
import { displayName, displayNameLanguage, seriesName, splitEpisodeName } from '../display-name';
import { onePerSeries } from '../episodes';
import { formatAgeRating, formatDuration, formatRating } from '../format';
import { FavouriteToggle } from './favourite-toggle';
import { InlineError } from './inline-error';
import { Poster } from './poster';
import { Episodes } from './title-episodes';
import { TitleFacts } from './title-facts';
import type { TitleHref } from './title-list';
import { TitleRow } from './title-row';
import styles from './title-details.module.css';

/** What get_title answers for the title page: the title, loans left, the running loan and suggestions. */
export type TitlePageData = EndpointOutput<typeof getTitle>;

/** The title page's viewing modes: the library's page, or one of the three special routes. */
export type TitleViewingMode = 'library' | 'admin' | 'special' | 'librarian';

const modeKeys: Record<Exclude<TitleViewingMode, 'library'>, string> = {
  admin: 'viewing_mode_admin',
  special: 'viewing_mode_special',
  librarian: 'viewing_mode_librarian',
};

interface TitleDetailsProps {
  titleId: number;
  /** The library of the page; the viewing-mode routes have none. */
  libraryId: number | undefined;
  /** The library whose All titles the genre, year and people links open (the last chosen one in a mode). */
  browseLibraryId: number | undefined;
  mode: TitleViewingMode;
  titleHref: TitleHref;
  /** What to show when the title does not exist (or not in this library). */
  notFound: ReactNode;
  /** What to show when the title exists but child mode hides it (TITLE_NOT_IN_CHILD_MODE). */
  hiddenByChildMode: ReactNode;
  /**
   * The loan box, composed by the route (features do not import each other); by default the placeholder with
   * the loans left. Not used for an announced title, which shows its date instead.
   */
  renderLoanBox?: (title: Title, page: TitlePageData) => ReactNode;
}

/**
 * The title page: poster, names, facts, description, people, the favourite toggle, the loan box, the series'
 * episodes and suggestions. It names the tab after the title once it has loaded.
 */
export function TitleDetails({
  titleId,
  libraryId,
  browseLibraryId,
  mode,
  titleHref,
  notFound,
  hiddenByChildMode,
  renderLoanBox,
}: TitleDetailsProps) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const query = useTitle({ titleId, libraryId, language: lang });
  // The page is built in a deferred render that React can interrupt, not in the query's update (one long task).
  const deferred = useDeferredValue(query.data);
  // Only this title's answer: another title's (deferred while this one's renders) is not shown for it.
  const data = deferred?.title.id === titleId ? deferred : undefined;
  // The suggestions' posters are fetched and drawn after the title has been painted (their row is below it).
  const painted = usePainted();

  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'TITLE_NOT_IN_CHILD_MODE') return hiddenByChildMode;
    const missing =
      isApiError(query.error) &&
      ['TITLE_NOT_FOUND', 'LIBRARY_NOT_FOUND', 'NOT_FOUND'].includes(query.error.code);
    return missing ? notFound : <InlineError onRetry={() => void query.refetch()} />;
  }
  if (!data) return <TitleSkeleton />;
  const { title, suggestions, num_loans_left, num_loans_left_period } = data;

  const browseHref = (filter: Query) =>
    browseLibraryId === undefined
      ? undefined
      : paths.customer.libraryAll.href({ lang, libraryId: browseLibraryId }, filter);

  return (
    <article className={styles.page}>
      <TitleHero
        title={title}
        mode={mode}
        libraryId={libraryId}
        browseHref={browseHref}
        loanBox={
          // A viewing mode plays announced titles too (docs/decisions/044): its box comes first there.
          title.coming_on && !(mode !== 'library' && renderLoanBox) ? (
            <ComingBox date={title.coming_on} />
          ) : renderLoanBox ? (
            renderLoanBox(title, data)
          ) : (
            <LoanBoxPlaceholder loansLeft={num_loans_left} period={num_loans_left_period} />
          )
        }
      />
      {title.kind === 'episode' && title.group_id !== null && (
        <Episodes title={title} groupId={title.group_id} libraryId={libraryId} titleHref={titleHref} />
      )}
      <TitleRow
        heading={t('suggestions')}
        titles={onePerSeries(suggestions)}
        pending={!painted && suggestions.length > 0}
        href={titleHref}
      />
    </article>
  );
}

/**
 * The tab's name for a title: its display name; an episode's own name, then its series ("Blodsband –
 * Nordens ljus"), as the page shows them.
 */
export function titlePageName(title: Title, language: Language): string {
  const series = seriesName(title, language);
  const own = displayName(title, language, 'inSeries');
  return series ? `${own} – ${series}` : displayName(title, language);
}

/** Names the tab; rendered only once the title is known, so a not-found page inside keeps its own name. */
function TitlePageName({ title }: { title: Title }) {
  const lang = useParams().lang as Language;
  usePageTitle(titlePageName(title, lang));
  return null;
}

function TitleHero({
  title,
  mode,
  libraryId,
  browseHref,
  loanBox,
}: {
  title: Title;
  mode: TitleViewingMode;
  libraryId: number | undefined;
  browseHref: (filter: Query) => string | undefined;
  loanBox: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const fullName = displayName(title, lang);
  const pageName = titlePageName(title, lang);
  const series = seriesName(title, lang);
  // The series is named in the line above the heading, so the heading is the episode's own name: no
  // 'Series [S1E2]:' marker there.
  const name = series ? displayName(title, lang, 'inSeries') : fullName;
  const code =
    title.season !== null && title.episode !== null
      ? t('episode_code', { season: String(title.season), episode: String(title.episode) })
      : title.episode !== null
        ? t('episode_number', { number: String(title.episode) })
        : null;
  // An episode's original name may carry the series prefix too ('Pohjoisen valo [S1E2]: Verisiteet').
  const originalName =
    series && title.original_name ? splitEpisodeName(title.original_name).own : title.original_name;
  const original = originalName && originalName !== name ? originalName : null;
  const yearHref = title.year === null ? undefined : browseHref({ years: title.year });

  return (
    <div className={styles.hero}>
      <TitlePageName title={title} />
      <div className={styles.poster}>
        <Poster
          titleId={title.id}
          src={title.poster_url}
          images={title.poster_images}
          name={pageName}
          size="large"
          priority
        />
      </div>

      <header className={styles.head}>
        {mode !== 'library' && <p className={styles.modeBadge}>{t(modeKeys[mode])}</p>}
        {series && (
          <p className={styles.series}>
            {series}
            {code && ` · ${code}`}
          </p>
        )}
        <h1 className={styles.name} lang={displayNameLanguage(title, lang)}>
          {name}
        </h1>
        {original && (
          <p className={styles.original}>
            {t('original_title')}: {original}
          </p>
        )}
        {title.leaving_on && (
          <p className={styles.leaving} data-testid="leaving-soon">
            <strong>{t('leaving_soon')}</strong>{' '}
            {t('leaving_on', { date: formatDay(title.leaving_on, lang) })}
          </p>
        )}
        {title.new_since && (
          // Its licence started within 30 days (docs/decisions/058): a text badge, read out as it is.
          <p className={styles.newBadge} data-testid="new-badge">
            {t('badge_new')}
          </p>
        )}
      </header>

      <div className={styles.meta}>
        <ul className={styles.facts}>
          {title.year !== null && <li>{yearHref ? <Link to={yearHref}>{title.year}</Link> : title.year}</li>}
          <li>{formatDuration(t, title.duration_seconds)}</li>
          <li>
            <span className={styles.age}>{formatAgeRating(t, title.age_rating)}</span>
          </li>
          {title.auto_rating !== null && (
            <li>
              <span aria-hidden="true" className={styles.star}>
                ★{' '}
              </span>
              <span className="visually-hidden">{t('rating')}: </span>
              {formatRating(title.auto_rating, lang)}
            </li>
          )}
        </ul>
        {/* Favourites are kept per library (the list links to the title there): none in the viewing modes. */}
        {libraryId !== undefined && (
          <FavouriteToggle
            title={title}
            name={pageName}
            libraryId={libraryId}
            variant="labelled"
            className={styles.actions}
          />
        )}
      </div>

      {title.description && (
        <div className={styles.body}>
          <p className={styles.description}>{title.description}</p>
        </div>
      )}

      <div className={styles.loan}>{loanBox}</div>

      <div className={styles.details}>
        <TitleFacts title={title} browseHref={browseHref} />
      </div>
    </div>
  );
}

/** Where the loans issue puts borrowing; for now the heading and the loans left. */
function LoanBoxPlaceholder({ loansLeft, period }: { loansLeft: number | null; period: LoanLimitPeriod }) {
  const { t } = useTranslation();
  const headingId = useId();
  const text =
    loansLeft === null
      ? t('check_loans_left')
      : t(period === 'week' ? 'loans_left_this_week' : 'loans_left_this_month', { count: loansLeft });
  return (
    <section className={styles.loanBox} aria-labelledby={headingId} data-testid="loan-box">
      <h2 id={headingId} className={styles.loanHeading}>
        {t('borrow')}
      </h2>
      <p className={styles.loanText}>{text}</p>
    </section>
  );
}

/** An announced title cannot be borrowed yet: its date instead of the loan box. */
function ComingBox({ date }: { date: string }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  return (
    <section className={`${styles.loanBox} ${styles.coming}`} data-testid="coming-box">
      <p className={styles.comingText}>{t('coming_on', { date: formatDay(date, lang) })}</p>
    </section>
  );
}

/**
 * The hero's shape while the title loads: the poster's box, the name, the facts, a few lines of text and the
 * loan box in their grid areas. It is at least a screen high, so that the footer is not on screen while the
 * page loads and then pushed away by it (layout shift).
 */
function TitleSkeleton() {
  return (
    <div className={`${styles.hero} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.poster}>
        <div className={styles.skeletonPoster} />
      </div>
      <div className={styles.head}>
        <div className={`${styles.skeletonLine} ${styles.skeletonName}`} />
      </div>
      <div className={styles.meta}>
        <div className={styles.skeletonLine} style={{ width: '45%' }} />
      </div>
      <div className={styles.body}>
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} style={{ width: '60%' }} />
      </div>
      <div className={styles.loan}>
        <div className={styles.skeletonLoanBox} />
      </div>
    </div>
  );
}
