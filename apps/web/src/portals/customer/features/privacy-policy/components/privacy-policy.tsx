import { useId } from 'react';
import type { Language } from '@filmhyllan/contract';
import textStyles from '@/components/ui/long-text.module.css';
import { formatDay } from '@/lib/format';
import { POLICY_UPDATED, privacyPolicy, type PolicyFacts, type PolicySection } from '../policy-document';
import styles from './privacy-policy.module.css';

/** The privacy policy in the page's language: what is stored, why, for how long, and whom to ask. */
export function PrivacyPolicy({ language, facts }: { language: Language; facts: PolicyFacts }) {
  const doc = privacyPolicy(language, facts);
  const rightsId = useId();
  const contactId = useId();
  return (
    <article className={textStyles.document}>
      <h1 className={textStyles.title}>{doc.title}</h1>
      <p className={textStyles.updated}>
        {doc.updatedLabel}: {formatDay(POLICY_UPDATED, language)}
      </p>
      {doc.intro.map((text) => (
        <p key={text} className={textStyles.intro}>
          {text}
        </p>
      ))}
      {doc.sections.map((section) => (
        <Section key={section.heading} section={section} labels={doc.labels} />
      ))}
      <section aria-labelledby={rightsId} className={textStyles.section}>
        <h2 id={rightsId}>{doc.rights.heading}</h2>
        {doc.rights.text.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
      <section aria-labelledby={contactId} className={textStyles.section}>
        <h2 id={contactId}>{doc.contact.heading}</h2>
        {facts.contactEmail ? (
          <p>
            {doc.contact.text} <a href={`mailto:${facts.contactEmail}`}>{facts.contactEmail}</a>
          </p>
        ) : (
          <p>{doc.contact.fallback}</p>
        )}
      </section>
    </article>
  );
}

function Section({
  section,
  labels,
}: {
  section: PolicySection;
  labels: Record<'what' | 'why' | 'howLong', string>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={textStyles.section}>
      <h2 id={headingId}>{section.heading}</h2>
      <dl className={styles.facts}>
        {(['what', 'why', 'howLong'] as const).map((part) => (
          <div key={part} className={styles.fact}>
            <dt>{labels[part]}</dt>
            <dd>{section[part]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
