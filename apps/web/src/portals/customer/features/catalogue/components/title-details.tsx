import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  getTitle,
  Language,
  LoanLimitPeriod,
  NamedRef,
  Title,
  TitleSummary,
} from '@filmhyllan/contract';
import { paths, type Query } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { isApiError, type EndpointOutput } from '@/lib/api-client';
import { useGroupTitles } from '../api/get-group-titles';
import { useTitle } from '../api/get-title';
import { displayName, seriesName } from '../display-name';
import { groupBySeason, onePerSeries } from '../episodes';
import { formatDay } from '@/lib/format';
import { formatAgeRating, formatDuration, formatRating } from '../format';
import { InlineError } from './inline-error';
import { Poster } from './poster';
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
  /**
   * The loan box, composed by the route (features do not import each other); by default the placeholder with
   * the loans left. Not used for an announced title, which shows its date instead.
   */
  renderLoanBox?: (title: Title, page: TitlePageData) => ReactNode;
}

/**
 * The title page: poster, names, facts, description, people, the favourite and loan placeholders, the series'
 * episodes and suggestions.
 */
export function TitleDetails({
  titleId,
  libraryId,
  browseLibraryId,
  mode,
  titleHref,
  notFound,
  renderLoanBox,
}: TitleDetailsProps) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const query = useTitle({ titleId, libraryId, language: lang });

  if (query.isError) {
    const missing =
      isApiError(query.error) &&
      ['TITLE_NOT_FOUND', 'LIBRARY_NOT_FOUND', 'NOT_FOUND'].includes(query.error.code);
    return missing ? notFound : <InlineError onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <TitleSkeleton />;
  const { title, suggestions, num_loans_left, num_loans_left_period } = query.data;

  const browseHref = (filter: Query) =>
    browseLibraryId === undefined
      ? undefined
      : paths.customer.libraryAll.href({ lang, libraryId: browseLibraryId }, filter);

  return (
    <article className={styles.page}>
      <TitleHero
        title={title}
        mode={mode}
        browseHref={browseHref}
        loanBox={
          title.coming_on ? (
            <ComingBox date={title.coming_on} />
          ) : renderLoanBox ? (
            renderLoanBox(title, query.data)
          ) : (
            <LoanBoxPlaceholder loansLeft={num_loans_left} period={num_loans_left_period} />
          )
        }
      />
      {title.kind === 'episode' && title.group_id !== null && (
        <Episodes title={title} groupId={title.group_id} libraryId={libraryId} titleHref={titleHref} />
      )}
      <TitleRow heading={t('suggestions')} titles={onePerSeries(suggestions)} href={titleHref} />
    </article>
  );
}

function TitleHero({
  title,
  mode,
  browseHref,
  loanBox,
}: {
  title: Title;
  mode: TitleViewingMode;
  browseHref: (filter: Query) => string | undefined;
  loanBox: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const name = displayName(title, lang);
  const series = seriesName(title, lang);
  const original = title.original_name && title.original_name !== name ? title.original_name : null;
  const yearHref = title.year === null ? undefined : browseHref({ years: title.year });

  return (
    <div className={styles.hero}>
      <div className={styles.poster}>
        <Poster titleId={title.id} src={title.poster_url} name={name} size="large" priority />
      </div>

      <header className={styles.head}>
        {mode !== 'library' && <p className={styles.modeBadge}>{t(modeKeys[mode])}</p>}
        {series && title.season !== null && title.episode !== null && (
          <p className={styles.series}>
            {series} · {t('episode_code', { season: String(title.season), episode: String(title.episode) })}
          </p>
        )}
        <h1 className={styles.name}>{name}</h1>
        {original && (
          <p className={styles.original}>
            {t('original_title')}: {original}
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
        <div className={styles.actions}>
          {/* The accounts issue makes this work; until then it shows where it will be. */}
          <Button size="small" disabled aria-pressed={false} className={styles.favourite}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.heart}>
              <path
                d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            {t('add_to_favourites')}
          </Button>
        </div>
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

function TitleFacts({
  title,
  browseHref,
}: {
  title: Title;
  browseHref: (filter: Query) => string | undefined;
}) {
  const { t } = useTranslation();
  const personLinks = (people: NamedRef[]) =>
    links(
      people.map((p) => ({
        key: p.id,
        label: p.name,
        href: browseHref({ person: p.id, person_name: p.name }),
      })),
    );
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: t('genres'),
      value: links(
        title.genres.map((g) => ({ key: g.id, label: g.name, href: browseHref({ genres: g.id }) })),
      ),
    },
    { label: t('languages'), value: title.languages.map((l) => l.name).join(', ') },
    {
      label: t('subtitles'),
      value: title.subtitle_languages?.length
        ? title.subtitle_languages.map((l) => l.name).join(', ')
        : t('no_subtitles'),
    },
    {
      label: t('production_countries'),
      value: links(
        title.production_countries.map((c) => ({
          key: c.iso,
          label: c.name,
          href: browseHref({ country: c.iso }),
        })),
      ),
    },
    { label: t('directors'), value: personLinks(title.directors) },
    { label: t('actors'), value: personLinks(title.actors) },
  ];
  return (
    <dl className={styles.facts2}>
      {rows
        .filter((row) => row.value !== null && row.value !== '')
        .map((row) => (
          <div key={row.label} className={styles.fact}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Names separated by commas, each a link when it has one; null for none. */
function links(items: { key: string | number; label: string; href: string | undefined }[]): ReactNode {
  if (items.length === 0) return null;
  return items.map((item, index) => (
    <span key={item.key}>
      {index > 0 && ', '}
      {item.href ? <Link to={item.href}>{item.label}</Link> : item.label}
    </span>
  ));
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

function Episodes({
  title,
  groupId,
  libraryId,
  titleHref,
}: {
  title: Title;
  groupId: number;
  libraryId: number | undefined;
  titleHref: TitleHref;
}) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const headingId = useId();
  const group = useGroupTitles({ groupId, libraryId, language: lang });
  const series = seriesName(title, lang);
  return (
    <section className={styles.episodes} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('episodes')}
        {series && <span className={styles.sectionSub}> · {series}</span>}
      </h2>
      {group.isError ? (
        <InlineError onRetry={() => void group.refetch()} />
      ) : !group.data ? (
        <p className={styles.loading}>{t('loading')}</p>
      ) : (
        groupBySeason(group.data.titles).map(({ season, episodes }) => (
          <div key={season ?? 'none'} className={styles.season}>
            {season !== null && (
              <h3 className={styles.seasonHeading}>{t('season', { number: String(season) })}</h3>
            )}
            <ol className={styles.episodeList}>
              {episodes.map((episode) => (
                <EpisodeItem
                  key={episode.id}
                  episode={episode}
                  current={episode.id === title.id}
                  href={titleHref(episode)}
                />
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}

function EpisodeItem({
  episode,
  current,
  href,
}: {
  episode: TitleSummary;
  current: boolean;
  href: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const name = displayName(episode, lang, 'inSeries');
  const content = (
    <>
      <span className={styles.episodeNumber}>{episode.episode ?? ''}</span>
      <span className={styles.episodeName}>{name}</span>
      <span className={styles.episodeLength}>{formatDuration(t, episode.duration_seconds)}</span>
    </>
  );
  return (
    <li>
      {href && !current ? (
        <Link to={href} className={styles.episode}>
          {content}
        </Link>
      ) : (
        <span
          className={`${styles.episode} ${current ? styles.currentEpisode : ''}`}
          aria-current={current ? 'page' : undefined}
        >
          {content}
        </span>
      )}
    </li>
  );
}

function TitleSkeleton() {
  return (
    <div className={styles.hero} aria-hidden="true">
      <div className={styles.poster}>
        <div className={styles.skeletonPoster} />
      </div>
      <div className={styles.head}>
        <div className={styles.skeletonLine} style={{ width: '70%', height: '2.2rem' }} />
        <div className={styles.skeletonLine} style={{ width: '45%' }} />
      </div>
    </div>
  );
}
