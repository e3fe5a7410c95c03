import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import type { TitleSummary } from '@filmhyllan/contract';
import { InlineError } from './inline-error';
import { TitleList, TitleListSkeleton, type TitleHref } from './title-list';
import styles from './title-row.module.css';

interface TitleRowProps {
  heading: string;
  /** h2 on list screens; the title page's suggestions are h2 too. */
  headingLevel?: 2 | 3;
  titles: readonly TitleSummary[] | undefined;
  href: TitleHref;
  pending?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The see-all target, when there are more titles than the row shows. */
  seeAllHref?: string | undefined;
  /** Shown instead of the row when it has no titles; the row is left out without it. */
  empty?: ReactNode;
  priorityCount?: number;
  skeletonCount?: number;
}

/** A heading, an optional 'see all' link and a sideways-scrolling row of title cards. */
export function TitleRow({
  heading,
  headingLevel = 2,
  titles,
  href,
  pending = false,
  error = false,
  onRetry,
  seeAllHref,
  empty,
  priorityCount = 0,
  skeletonCount = 7,
}: TitleRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // What the row shows: the list is measured again whenever it changes (placeholders, titles, an error).
  const scroll = useScrollEdges<HTMLUListElement>(
    error ? 'error' : pending || !titles ? 'placeholders' : titles.length,
  );
  if (!pending && !error && titles?.length === 0 && !empty) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        <div className={styles.tools}>
          {seeAllHref && (
            <Link className={styles.seeAll} to={seeAllHref} aria-label={t('see_all_in', { name: heading })}>
              {t('see_all')}
              <span aria-hidden="true">→</span>
            </Link>
          )}
          {scroll.overflows && (
            // For mouse users; keyboards move through the cards, which scroll into view by themselves.
            <div className={styles.arrows} aria-hidden="true">
              <button type="button" tabIndex={-1} disabled={scroll.atStart} onClick={() => scroll.by(-1)}>
                ‹
              </button>
              <button type="button" tabIndex={-1} disabled={scroll.atEnd} onClick={() => scroll.by(1)}>
                ›
              </button>
            </div>
          )}
        </div>
      </div>
      {error ? (
        <InlineError onRetry={onRetry} />
      ) : pending || !titles ? (
        <TitleListSkeleton count={skeletonCount} layout="row" listRef={scroll.ref} />
      ) : titles.length === 0 ? (
        empty
      ) : (
        <TitleList
          titles={titles}
          href={href}
          layout="row"
          priorityCount={priorityCount}
          label={heading}
          listRef={scroll.ref}
        />
      )}
    </section>
  );
}
