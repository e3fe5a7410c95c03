import { Link, NavLink, Outlet, useNavigate, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { PRODUCT_NAME } from '@/lib/build-options';
import { useTranslation } from '@/lib/i18n-react';
import { useMainFocusOnNavigation } from '@/lib/use-main-focus-on-navigation';
import { useOperatorLogout } from '../features/account/api/operator-logout';
import { useCurrentOperator } from '../features/account/api/operator-session';
import frame from '@/components/ui/portal-header.module.css';
import styles from './operator-layout.module.css';

/**
 * The operator console's layout: the product name with the console's badge, and for a logged-in operator the
 * navigation (only screens that exist) and the logout, which leads back to the console's login.
 */
export function OperatorLayout() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const navigate = useNavigate();
  const operator = useCurrentOperator();
  // A link that leads away (a library in the list, "All libraries") leaves the focus in the new page.
  useMainFocusOnNavigation();
  const logout = useOperatorLogout(() => navigate(paths.operator.login.href({ lang })));
  const o = paths.operator;
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `${styles.navLink} ${isActive ? styles.navActive : ''}`;

  return (
    <>
      <header className={frame.header}>
        <div className={frame.inner}>
          <Link to={operator ? o.auditLog.href({ lang }) : o.login.href({ lang })} className={frame.logo}>
            <span>{PRODUCT_NAME}</span>
            <span className={styles.badge}>{t('operator_badge')}</span>
          </Link>
          {operator && (
            <nav aria-label={t('operator_console')} className={styles.nav}>
              <ul>
                <li>
                  <NavLink to={o.libraries.href({ lang })} className={navClass}>
                    {t('operator_libraries')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={o.site.href({ lang })} className={navClass}>
                    {t('operator_site')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={o.previews.href({ lang })} className={navClass}>
                    {t('operator_previews')}
                  </NavLink>
                </li>
                {operator.role === 'admin' && (
                  <li>
                    <NavLink to={o.operators.href({ lang })} className={navClass}>
                      {t('operator_operators')}
                    </NavLink>
                  </li>
                )}
                <li>
                  <NavLink to={o.auditLog.href({ lang })} end className={navClass}>
                    {t('operator_audit_log')}
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className={styles.logout}
                    aria-busy={logout.isPending || undefined}
                    onClick={() => {
                      if (!logout.isPending) logout.mutate();
                    }}
                  >
                    {t('log_out')} ({operator.username})
                  </button>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={frame.main}>
        <Outlet />
      </main>
    </>
  );
}
