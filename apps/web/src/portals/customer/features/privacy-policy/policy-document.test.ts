import { describe, expect, it } from 'vitest';
import { LOAN_PATRON_LINK_DAYS_DEFAULT, languageCodes } from '@filmhyllan/contract/client';
import { SESSION_COOKIE_MAX_AGE } from '@/lib/session';
import { policyFacts, privacyPolicy } from './policy-document';

const facts = policyFacts('se', 'kontakt@filmhyllan.se');

describe('the privacy policy', () => {
  it("takes its retention numbers from the code's defaults", () => {
    // The server's LOAN_PATRON_LINK_DAYS default and the session's absolute lifetime (1198800 s, about 14 days).
    expect(facts.loanLinkDays).toBe(LOAN_PATRON_LINK_DAYS_DEFAULT);
    expect(LOAN_PATRON_LINK_DAYS_DEFAULT).toBe(14);
    expect(facts.sessionDays).toBe(Math.round(SESSION_COOKIE_MAX_AGE / 86_400));
    expect(SESSION_COOKIE_MAX_AGE).toBe(1_198_800);
  });

  it.each(languageCodes)(
    '%s: says how long a loan stays linked, the loan history choice, and no analytics',
    (lang) => {
      const doc = privacyPolicy(lang, facts);
      const [borrowing] = doc.sections;
      expect(borrowing!.howLong).toContain(`${LOAN_PATRON_LINK_DAYS_DEFAULT} `);
      // Every number in a howLong is one of the facts: no retention is written by hand.
      const numbers = new Set([
        facts.loanLinkDays,
        facts.sessionDays,
        facts.consentDays,
        facts.resetLinkHours,
        facts.pinWindowMinutes,
      ]);
      for (const section of doc.sections) {
        for (const n of section.howLong.match(/\d+/g) ?? [])
          expect(numbers, section.heading).toContain(Number(n));
      }
      // What a deleted account leaves: its loans, whose card link goes after the same days as every loan's.
      const account = doc.sections[2]!;
      expect(privacyPolicy('en', facts).sections[2]!.heading).toBe('Your account');
      expect(account.howLong).toContain(`${LOAN_PATRON_LINK_DAYS_DEFAULT} `);
      const text = JSON.stringify(doc);
      expect(text).toContain(facts.consentCookie);
      // The same kinds of data in every language.
      expect(doc.sections).toHaveLength(privacyPolicy('en', facts).sections.length);
    },
  );
});
