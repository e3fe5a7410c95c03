import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { JobProgress } from '../features/jobs/components/job-progress';
import { LicencesSection } from '../features/licences/components/licences-section';
import { MediaSection } from '../features/media/components/media-section';
import { PosterSection } from '../features/posters/components/poster-section';
import { useTitle } from '../features/titles/api/get-titles';
import { TitleDetailsSection } from '../features/titles/components/title-details-section';
import { TitlePublishingSection } from '../features/titles/components/title-publishing-section';
import { TusUpload } from '../features/uploads/components/tus-upload';
import titleStyles from '../features/titles/components/titles.module.css';
import styles from './operator-pages.module.css';

/**
 * One title in the console: a heading, then its sections, each a feature of its own taking the title's id and
 * the operator's role (`{ titleId, role }`). A feature adds its section with one import and one element in the
 * list below (licences, media, poster). The heading names the title and takes the focus when the page opens,
 * so a screen reader starts there (after a creation, with the note that it was created).
 */
export function TitlePage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const titleId = Number(useParams().titleId);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const role = useCurrentOperator()?.role;
  const title = useTitle(titleId);
  const name = title.data?.name;
  usePageTitle(name ?? (title.data === null ? t('operator_title_not_found') : undefined));
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = title.data !== undefined;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown, titleId]);

  return (
    <div className={styles.screen}>
      <p>
        <Link to={paths.operator.titles.href({ lang })}>{t('operator_titles_back')}</Link>
      </p>
      <div className={titleStyles.pageHeader}>
        <h1 ref={heading} tabIndex={-1}>
          {title.data === null ? t('operator_title_not_found') : (name ?? t('operator_title'))}
        </h1>
        <p role="status" className={titleStyles.notice}>
          {created && title.data ? t('operator_title_created') : ''}
        </p>
      </div>
      {title.data?.group_id != null && (
        <p>
          <Link to={paths.operator.series.href({ lang, groupId: String(title.data.group_id) })}>
            {t('operator_series_open', { name: title.data.group_name ?? '' })}
          </Link>
        </p>
      )}
      {title.data && (
        <>
          <TitlePublishingSection titleId={titleId} role={role} />
          <TitleDetailsSection titleId={titleId} role={role} />
          <PosterSection titleId={titleId} role={role} />
          <LicencesSection titleId={titleId} role={role} />
          <MediaSection
            titleId={titleId}
            role={role}
            renderUpload={({ label, purpose, onComplete }) => (
              <TusUpload purpose={purpose} label={label} onComplete={(uploadId) => onComplete(uploadId)} />
            )}
            renderJob={({ jobId, label }) => <JobProgress jobId={jobId} label={label} />}
          />
        </>
      )}
    </div>
  );
}
