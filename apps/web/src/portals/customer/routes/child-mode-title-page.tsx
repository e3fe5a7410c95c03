import { Link, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { ChildModeHelp } from '../layout/child-mode-help';
import { useChildMode } from '../layout/use-child-mode';
import { PlaceholderScreen } from './placeholder-screen';
import styles from './placeholder-screen.module.css';

/**
 * A title page opened by a link while child mode is on, for a title that is not a children's title: says so and
 * how to leave child mode, instead of "page not found" (the server's TITLE_NOT_IN_CHILD_MODE tells nothing more).
 */
export function ChildModeTitlePage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const source = useChildMode();
  usePageTitle(t('title_not_in_child_mode_heading'));
  return (
    <PlaceholderScreen heading={t('title_not_in_child_mode_heading')}>
      <p className={styles.sub}>{t('title_not_in_child_mode_body')}</p>
      <div className={styles.sub}>
        <ChildModeHelp source={source} />
      </div>
      <Link to={paths.customer.front.href({ lang })}>{t('back_to_front_page')}</Link>
    </PlaceholderScreen>
  );
}
