import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { PRODUCT_NAME } from '@/lib/build-options';
import { openAccountModal } from '@/lib/account-modal';
import { consentStore } from '@/lib/consent';
import { useSite } from '@/lib/site';
import { useCountryConfig } from '../features/site-config/api/get-country-config';
import { localizedHelpUrl } from './help-url';
import { Logo } from './logo';
import styles from './customer-footer.module.css';

/** The service's social media accounts; brand names, not translated. */
const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/filmhyllan' },
  { name: 'Instagram', href: 'https://www.instagram.com/filmhyllan' },
] as const;

/** The footer (spec section 2): contact, press, help, social links, privacy policy, for libraries, made by. */
export function CustomerFooter() {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const countryConfigQuery = useCountryConfig(country);
  const countryConfig = countryConfigQuery.data?.config;

  // The contact, press and help links come with the country's configuration: the footer waits for it rather
  // than growing on screen when it arrives (layout shift). Nothing is below the footer to be pushed meanwhile.
  if (countryConfigQuery.isPending) return null;

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <Link to={paths.customer.front.href({ lang })} className={styles.logo}>
            <Logo size={24} />
            <span>{PRODUCT_NAME}</span>
          </Link>
          <p>{t('footer_tagline')}</p>
        </div>

        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className={styles.heading}>
            {t('help_title')}
          </h2>
          <ul className={styles.list}>
            {countryConfig && (
              <li>
                <a href={`mailto:${countryConfig.contact_email}`}>
                  {t('contact')}: {countryConfig.contact_email}
                </a>
              </li>
            )}
            {countryConfig?.press_url && (
              <li>
                <a href={countryConfig.press_url} target="_blank" rel="noreferrer">
                  {t('press')}
                </a>
              </li>
            )}
            <li>
              {/* The help contact form; the country's help site is linked beside it. */}
              <button type="button" className={styles.linkButton} onClick={() => openAccountModal('help')}>
                {t('help')}
              </button>
            </li>
            {countryConfig?.help_url && (
              <li>
                <a href={localizedHelpUrl(countryConfig.help_url, lang)} target="_blank" rel="noreferrer">
                  {t('help_faq')}
                </a>
              </li>
            )}
            <li>
              {/* A country's own privacy policy page when operators set one, else the site's own page. */}
              {countryConfig?.privacy_policy_url ? (
                <a href={countryConfig.privacy_policy_url} rel="noreferrer">
                  {t('privacy_policy')}
                </a>
              ) : (
                <Link to={paths.customer.privacyPolicy.href({ lang })}>{t('privacy_policy')}</Link>
              )}
            </li>
            <li>
              <Link to={paths.customer.accessibility.href({ lang })}>{t('accessibility_statement')}</Link>
            </li>
            <li>
              {/* The librarian portal is its own document with its own session. */}
              <a href={paths.librarian.statistics.href({ lang })}>{t('for_libraries')}</a>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={() => consentStore.edit()}>
                {t('cookie_settings')}
              </button>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={styles.heading}>{t('follow_us')}</h2>
          <ul className={styles.list}>
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.madeBy}>{t('made_by')}</p>
    </footer>
  );
}
