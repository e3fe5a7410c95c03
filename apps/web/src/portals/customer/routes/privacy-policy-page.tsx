import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { useSite } from '@/lib/site';
import { PrivacyPolicy } from '../features/privacy-policy/components/privacy-policy';
import { policyFacts } from '../features/privacy-policy/policy-document';
import { useCountryConfig } from '../features/site-config/api/get-country-config';
import { CatalogueScreen, PageName } from './catalogue-screen';

/**
 * The privacy policy (/{lang}/privacy-policy), linked from the footer and the register form; readable without
 * logging in. The contact address is the country's.
 */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const contactEmail = useCountryConfig(country).data?.config.contact_email;
  return (
    <CatalogueScreen>
      <PageName part={t('privacy_policy')} />
      <PrivacyPolicy language={lang} facts={policyFacts(country, contactEmail)} />
    </CatalogueScreen>
  );
}
