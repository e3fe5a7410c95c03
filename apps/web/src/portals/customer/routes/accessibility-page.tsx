import { useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import { useLoginData } from '@/lib/session';
import { useSite } from '@/lib/site';
import { AccessibilityStatement } from '../features/accessibility-statement/components/accessibility-statement';
import { AccessibilityFeedbackForm } from '../features/account/components/accessibility-feedback-form';
import { CatalogueScreen, PageName } from './catalogue-screen';

/**
 * The accessibility statement (/{lang}/accessibility), linked from the footer; readable without logging in.
 * The text is in the page's language, the enforcement body the site's country's; a logged-in patron's e-mail
 * is filled in the feedback form.
 */
export function AccessibilityPage() {
  const { t } = useTranslation();
  const { country } = useSite();
  const lang = useParams().lang as Language;
  const { user } = useLoginData();
  return (
    <CatalogueScreen>
      <PageName part={t('accessibility_statement')} />
      <AccessibilityStatement
        language={lang}
        country={country}
        feedbackForm={<AccessibilityFeedbackForm email={user?.email ?? ''} />}
      />
    </CatalogueScreen>
  );
}
