import { useId, type ReactNode } from 'react';
import type { Language } from '@filmhyllan/contract';
import textStyles from '@/components/ui/long-text.module.css';
import type { Country } from '@/lib/country';
import { formatDay } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { accessibilityStatement } from '../statement-document';
import { STATEMENT_UPDATED } from '../statement-facts';
import styles from './accessibility-statement.module.css';

interface AccessibilityStatementProps {
  language: Language;
  country: Country;
  /** The form that reports a problem, shown in the feedback section. */
  feedbackForm: ReactNode;
}

/**
 * The accessibility statement in the page's language: conformance, known gaps, how the service was assessed,
 * how to report a problem (with the form), and the enforcement body of the site's country.
 */
export function AccessibilityStatement({ language, country, feedbackForm }: AccessibilityStatementProps) {
  const { t } = useTranslation();
  const doc = accessibilityStatement(language, country);
  const ids = {
    status: useId(),
    gaps: useId(),
    assessment: useId(),
    feedback: useId(),
    enforcement: useId(),
  };
  return (
    <article className={textStyles.document}>
      <h1 className={textStyles.title}>{doc.title}</h1>
      <p className={textStyles.updated}>
        {doc.updatedLabel}: {formatDay(STATEMENT_UPDATED, language)}
      </p>
      {doc.intro.map((text) => (
        <p key={text} className={textStyles.intro}>
          {text}
        </p>
      ))}
      <section aria-labelledby={ids.status} className={textStyles.section}>
        <h2 id={ids.status}>{doc.status.heading}</h2>
        {doc.status.text.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
      <section aria-labelledby={ids.gaps} className={textStyles.section}>
        <h2 id={ids.gaps}>{doc.gaps.heading}</h2>
        <p>{doc.gaps.intro}</p>
        <ul className={styles.gaps}>
          {doc.gaps.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={ids.assessment} className={textStyles.section}>
        <h2 id={ids.assessment}>{doc.assessment.heading}</h2>
        {doc.assessment.text.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
      <section aria-labelledby={ids.feedback} className={textStyles.section}>
        <h2 id={ids.feedback}>{doc.feedback.heading}</h2>
        {doc.feedback.text.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {feedbackForm}
      </section>
      <section aria-labelledby={ids.enforcement} className={textStyles.section}>
        <h2 id={ids.enforcement}>{doc.enforcement.heading}</h2>
        {doc.enforcement.text.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>
          <a href={doc.enforcement.url} target="_blank" rel="noreferrer">
            {doc.enforcement.linkLabel}
            <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
          </a>
        </p>
      </section>
    </article>
  );
}
