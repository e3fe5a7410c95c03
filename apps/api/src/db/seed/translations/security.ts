import type { TranslationTable } from './ui-translation';

/** Interface strings of the security area. */
export const securityTranslations: TranslationTable = {
  // A login (or a current-password check) refused with RATE_LIMITED: error.details.retry_after_seconds,
  // rounded up to whole minutes, is {minutes}. error_rate_limited is the message without a time.
  login_too_many_attempts: {
    sv: 'För många misslyckade inloggningar för det här kontot. Försök igen om {minutes, plural, one {# minut} other {# minuter}}.',
    no: 'For mange mislykkede innlogginger for denne kontoen. Prøv igjen om {minutes, plural, one {# minutt} other {# minutter}}.',
    fi: 'Tälle tilille on yritetty kirjautua liian monta kertaa väärin. Yritä uudelleen {minutes, plural, one {# minuutin} other {# minuutin}} kuluttua.',
    en: 'Too many failed logins for this account. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
};
