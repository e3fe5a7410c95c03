import { Link, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import type { ChildModeSource } from './use-child-mode';

/**
 * What child mode means and how to leave it, by what turned it on: the profile (a link to the profile form in
 * Settings), the child-mode build (which always stays in it), or a session that a child-mode build started on
 * this device (`null`: the server says child mode holds but the page knows no reason of its own).
 */
export function ChildModeHelp({ source, onNavigate }: { source: ChildModeSource; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  return (
    <>
      <p>{t('child_mode_explained')}</p>
      {source === 'profile' ? (
        <>
          <p>{t('child_mode_leave_profile')}</p>
          <p>
            <Link to={`${paths.customer.settings.href({ lang })}#profile`} onClick={onNavigate}>
              {t('child_mode_open_settings')}
            </Link>
          </p>
        </>
      ) : (
        <p>{t(source === 'build' ? 'child_mode_leave_build' : 'child_mode_leave_session')}</p>
      )}
    </>
  );
}
