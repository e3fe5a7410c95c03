import type { Country } from '@/lib/country';

/*
 * The facts and shape of the accessibility statement, apart from the texts (content/*.ts) that import them.
 */

/** When the statement was prepared and last reviewed; update it with the text. */
export const STATEMENT_UPDATED = '2026-11-23';

/** The days within which the service answers a report (Finland's Act 306/2019 requires 14). */
export const ANSWER_WITHIN_DAYS = 14;

/** Where each country's enforcement body takes reports (linked from the statement). */
export const enforcementUrls: Record<Country, string> = {
  se: 'https://www.digg.se/tdosanmalan',
  no: 'https://www.uutilsynet.no/',
  fi: 'https://www.saavutettavuusvaatimukset.fi/',
};

/** The authority that supervises the accessibility of digital services in a country. */
export interface EnforcementBody {
  heading: string;
  text: string[];
  /** The authority's name, linking to its site. */
  linkLabel: string;
  url: string;
}

export interface StatementDocument {
  title: string;
  /** "Statement prepared / last reviewed", before the date. */
  updatedLabel: string;
  intro: string[];
  status: { heading: string; text: string[] };
  gaps: { heading: string; intro: string; items: string[] };
  assessment: { heading: string; text: string[] };
  feedback: { heading: string; text: string[] };
  enforcement: EnforcementBody;
}

export type StatementText = (country: Country) => StatementDocument;
