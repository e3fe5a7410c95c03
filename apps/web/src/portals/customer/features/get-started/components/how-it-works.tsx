import { useId } from 'react';
import type { GetStartedStep, Language } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import { useSite } from '@/lib/site';
import { useGetStartedSteps } from '../api/get-getstarted-steps';
import styles from './how-it-works.module.css';

/** A step's text in the language, else English (the spec's fallback); paragraphs are split at blank lines. */
const textOf = (text: GetStartedStep['heading'], language: Language) => {
  const own = text[language];
  return own ? { text: own, lang: language } : { text: text.en ?? '', lang: 'en' as Language };
};
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

interface HowItWorksProps {
  language: Language;
  /** 'section': a part of a page with its heading; 'details': folded under its heading (in Help). */
  variant?: 'section' | 'details';
}

/**
 * "How it works": the country's get-started guide (the spec's get_all_getstartedsteps), the steps in order in
 * the page's language. Nothing while it loads, when it fails (the page is whole without it) or when it is empty.
 */
export function HowItWorks({ language, variant = 'section' }: HowItWorksProps) {
  const { t } = useTranslation();
  const { country } = useSite();
  const headingId = useId();
  const steps = useGetStartedSteps(country).data?.steps ?? [];
  if (steps.length === 0) return null;

  const list = (
    <ol className={styles.steps}>
      {steps.map((step) => {
        const heading = textOf(step.heading, language);
        const body = textOf(step.body, language);
        return (
          <li key={step.id} className={styles.step}>
            <h3 lang={heading.lang !== language ? heading.lang : undefined} className={styles.stepHeading}>
              {heading.text}
            </h3>
            <div lang={body.lang !== language ? body.lang : undefined}>
              {paragraphs(body.text).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );

  if (variant === 'details') {
    return (
      <details className={styles.details}>
        <summary>{t('how_it_works')}</summary>
        {list}
      </details>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('how_it_works')}
      </h2>
      {list}
    </section>
  );
}
