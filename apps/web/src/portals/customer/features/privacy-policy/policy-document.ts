import type { Language } from '@filmhyllan/contract';
import {
  LOAN_PATRON_LINK_DAYS_DEFAULT,
  PASSWORD_RESET_TOKEN_LIFETIME_SECONDS,
} from '@filmhyllan/contract/client';
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from '@/lib/consent';
import type { Country } from '@/lib/country';
import { SESSION_COOKIE_MAX_AGE } from '@/lib/session';
import { enPolicy } from './content/en';
import { fiPolicy } from './content/fi';
import { noPolicy } from './content/no';
import { svPolicy } from './content/sv';

/**
 * The privacy policy is a document, not interface strings: one module per language (content/*.ts) writes it
 * whole, so a translator reads and edits running text. The numbers in it come from the code that decides them
 * (how long a session or the cookie choice lasts, how long a reset link works), so the text cannot drift from
 * what the service does; the contact address is the country's, from its configuration.
 */

/** When the text was last changed; update it with the text. */
export const POLICY_UPDATED = '2026-11-26';

export interface PolicyFacts {
  country: Country;
  /** The country's contact address; undefined while it loads. */
  contactEmail: string | undefined;
  /** A session ends at the latest after this many days (the session cookie's lifetime). */
  sessionDays: number;
  /** The cookie choice is remembered this many days. */
  consentDays: number;
  consentCookie: string;
  /** A password reset link works this many hours. */
  resetLinkHours: number;
  /** Wrong PINs count this many minutes, and this many lock a card. */
  pinWindowMinutes: number;
  pinFailuresToLock: number;
  /** Days after a loan ends before its link to the card and account goes (the server's LOAN_PATRON_LINK_DAYS). */
  loanLinkDays: number;
}

export const policyFacts = (country: Country, contactEmail: string | undefined): PolicyFacts => ({
  country,
  contactEmail,
  sessionDays: Math.round(SESSION_COOKIE_MAX_AGE / 86_400),
  consentDays: Math.round(CONSENT_MAX_AGE / 86_400),
  consentCookie: CONSENT_COOKIE,
  resetLinkHours: Math.max(1, Math.round(PASSWORD_RESET_TOKEN_LIFETIME_SECONDS / 3600)),
  // The server's PIN guard (apps/api modules/loans/pin-guard.ts): 5 wrong PINs in 15 minutes lock a card.
  pinWindowMinutes: 15,
  pinFailuresToLock: 5,
  loanLinkDays: LOAN_PATRON_LINK_DAYS_DEFAULT,
});

/** One kind of data: what is stored, why, and for how long. */
export interface PolicySection {
  heading: string;
  what: string;
  why: string;
  howLong: string;
}

export interface PolicyDocument {
  title: string;
  /** "Last updated", before the date. */
  updatedLabel: string;
  intro: string[];
  labels: { what: string; why: string; howLong: string };
  sections: PolicySection[];
  rights: { heading: string; text: string[] };
  contact: {
    heading: string;
    /** Before the address. */
    text: string;
    /** When no address is known (the configuration has not loaded). */
    fallback: string;
  };
}

export type PolicyText = (facts: PolicyFacts) => PolicyDocument;

const policies: Record<Language, PolicyText> = { sv: svPolicy, no: noPolicy, fi: fiPolicy, en: enPolicy };

export const privacyPolicy = (language: Language, facts: PolicyFacts): PolicyDocument =>
  policies[language](facts);
