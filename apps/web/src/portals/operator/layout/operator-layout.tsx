import { Outlet, useNavigate, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { PortalHeader, type PortalNavItem } from '@/components/ui/portal-header';
import frame from '@/components/ui/portal-header.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { useMainFocusOnNavigation } from '@/lib/use-main-focus-on-navigation';
import { useOperatorLogout } from '../features/account/api/operator-logout';
import { useCurrentOperator } from '../features/account/api/operator-session';

/**
 * The operator console's layout: the product name with the console's badge, and for a logged-in operator the
 * navigation (Operators for admins only) and the logout, which leads back to the console's login. On a phone
 * the entries wrap onto more rows.
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
  const items: PortalNavItem[] = [
    { label: t('operator_libraries'), to: o.libraries.href({ lang }) },
    { label: t('operator_titles'), to: o.titles.href({ lang }) },
    { label: t('operator_site'), to: o.site.href({ lang }) },
    { label: t('operator_previews'), to: o.previews.href({ lang }) },
    { label: t('operator_catalogue_import'), to: o.catalogueImport.href({ lang }) },
    { label: t('operator_nav_jobs'), to: o.jobs.href({ lang }) },
    ...(operator?.role === 'admin' || operator?.role === 'editor'
      ? [{ label: t('operator_nav_tokens'), to: o.apiTokens.href({ lang }) }]
      : []),
    ...(operator?.role === 'admin'
      ? [{ label: t('operator_operators'), to: o.operators.href({ lang }) }]
      : []),
    { label: t('operator_audit_log'), to: o.auditLog.href({ lang }), end: true },
  ];

  return (
    <>
      <PortalHeader
        homeHref={operator ? o.auditLog.href({ lang }) : o.login.href({ lang })}
        badge={t('operator_badge')}
        badgeTone="strong"
        nav={
          operator
            ? {
                label: t('operator_console'),
                items,
                logout: {
                  label: t('log_out'),
                  username: operator.username,
                  pending: logout.isPending,
                  onLogout: () => logout.mutate(),
                },
              }
            : undefined
        }
      />
      <main id="main" tabIndex={-1} className={frame.main}>
        <Outlet />
      </main>
    </>
  );
}
