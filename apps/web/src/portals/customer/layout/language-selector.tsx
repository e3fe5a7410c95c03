import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { withLanguage } from '@/app/paths';
import { buildOptions } from '@/lib/build-options';
import { countryLanguages } from '@/lib/country';
import { endonym } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import styles from './language-selector.module.css';

/** True when the country offers more than one language and the build shows the selector. */
export function useHasLanguageChoice(): boolean {
  const { country } = useSite();
  return buildOptions.languageSelector && countryLanguages[country].length > 1;
}

/** Links to the same page in each of the country's languages, each named in its own language. */
export function LanguageSelector({ layout = 'row' }: { layout?: 'row' | 'column' }) {
  const { t, i18n } = useTranslation();
  const { country } = useSite();
  const { lang } = useParams();
  const location = useLocation();
  const hasChoice = useHasLanguageChoice();
  if (!hasChoice) return null;
  return (
    <nav aria-label={t('choose_language')} className={layout === 'row' ? styles.row : styles.column}>
      <ul>
        {countryLanguages[country].map((language: Language) => (
          <li key={language}>
            <Link
              to={`${withLanguage(location.pathname, language)}${location.search}`}
              lang={language}
              hrefLang={language}
              aria-current={language === lang ? 'true' : undefined}
              className={styles.link}
            >
              {layout === 'row' ? (
                <>
                  <span aria-hidden="true">{language.toUpperCase()}</span>
                  <span className="visually-hidden">{endonym(i18n, language)}</span>
                </>
              ) : (
                endonym(i18n, language)
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
