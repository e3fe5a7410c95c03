import { Link, useParams, useSearchParams } from 'react-router';
import type { CountryIso, Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { useSite } from '../api/get-site';
import { BannerForm } from './banner-form';
import { CountryLinksForm } from './country-links-form';
import { GuideForm } from './guide-form';
import styles from './site.module.css';

const countryOrder: CountryIso[] = ['se', 'no', 'fi'];

/**
 * The site of one service country at a time (?country=se|no|fi): its front-page banner, its links and contact
 * address, and its get-started guide. Editors and admins save; support operators read (`readOnly`).
 */
export function SiteSettings({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const [search] = useSearchParams();
  const site = useSite();
  const chosen = search.get('country');
  const countryIso: CountryIso = countryOrder.includes(chosen as CountryIso) ? (chosen as CountryIso) : 'se';

  if (site.isError && !site.data)
    return <LoadError message={t('error_generic_body')} onRetry={() => void site.refetch()} />;
  if (!site.data) return <div aria-busy="true" />;

  const country = site.data.countries.find((c) => c.country_iso === countryIso);
  const banner = site.data.banners.find((b) => b.country_iso === countryIso);
  const guide = site.data.guides.find((g) => g.country_iso === countryIso);

  return (
    <>
      <nav aria-label={t('operator_site_country')}>
        <ul className={styles.countries}>
          {countryOrder.map((iso) => (
            <li key={iso}>
              <Link
                to={`${paths.operator.site.href({ lang })}?country=${iso}`}
                aria-current={iso === countryIso ? 'page' : undefined}
              >
                {t(`country_${iso}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {readOnly && <p className={styles.note}>{t('operator_site_read_only')}</p>}
      {country && banner && guide && (
        // Keyed by country: each form starts from that country's saved values.
        <div key={countryIso} className={styles.sections}>
          <section className={styles.section} aria-labelledby="site-banner-heading">
            <h2 id="site-banner-heading">{t('operator_site_banner')}</h2>
            <BannerForm country={country} banner={banner} readOnly={readOnly} />
          </section>
          <section className={styles.section} aria-labelledby="site-links-heading">
            <h2 id="site-links-heading">{t('operator_site_links')}</h2>
            <CountryLinksForm country={country} readOnly={readOnly} />
          </section>
          <section className={styles.section} aria-labelledby="site-guide-heading">
            <h2 id="site-guide-heading">{t('operator_site_guide')}</h2>
            <GuideForm country={country} guide={guide} readOnly={readOnly} />
          </section>
        </div>
      )}
    </>
  );
}
