import type { Country } from '@/lib/country';
import {
  ANSWER_WITHIN_DAYS,
  enforcementUrls,
  type EnforcementBody,
  type StatementText,
} from '../statement-facts';

const enforcement: Record<Country, EnforcementBody> = {
  se: {
    heading: 'Enforcement: the Agency for Digital Government (DIGG)',
    text: [
      'The Swedish Agency for Digital Government (DIGG) supervises the Act on accessibility to digital public ' +
        'services (DOS-lagen). If you are not satisfied with how we handle your report, you can report the ' +
        'lack of accessibility to DIGG.',
    ],
    linkLabel: 'Report lack of accessibility to DIGG',
    url: enforcementUrls.se,
  },
  no: {
    heading: 'Enforcement: the Authority for Universal Design of ICT',
    text: [
      'The Authority for Universal Design of ICT (Tilsynet for universell utforming av ikt), part of the ' +
        'Norwegian Digitalisation Agency (Digitaliseringsdirektoratet), supervises the regulations on ' +
        'universal design of ICT. If you are not satisfied with how we handle your report, you can tell the ' +
        'authority.',
    ],
    linkLabel: 'The Authority for Universal Design of ICT (uutilsynet.no)',
    url: enforcementUrls.no,
  },
  fi: {
    heading: 'Enforcement: the Regional State Administrative Agency for Southern Finland',
    text: [
      'The accessibility monitoring unit of the Regional State Administrative Agency for Southern Finland ' +
        '(Etelä-Suomen aluehallintovirasto) supervises the Act on the Provision of Digital Services ' +
        `(306/2019). If we do not answer you within ${ANSWER_WITHIN_DAYS} days, or you are not satisfied ` +
        'with the answer, you can report it to the agency. E-mail: saavutettavuus@avi.fi, telephone ' +
        '0295 016 000.',
    ],
    linkLabel: 'Accessibility monitoring (saavutettavuusvaatimukset.fi)',
    url: enforcementUrls.fi,
  },
};

export const enStatement: StatementText = (country) => ({
  title: 'Accessibility statement',
  updatedLabel: 'Statement prepared and last reviewed',
  intro: [
    'Filmhyllan is meant for everyone who has a library card, and we want everyone to be able to use it. ' +
      'This statement says how well the service meets the accessibility requirements, what does not yet ' +
      'work, and how to tell us about a problem.',
    'It covers both the site for watching (this site) and the portal for libraries.',
  ],
  status: {
    heading: 'Conformance status',
    text: [
      'Filmhyllan partially conforms to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the ' +
        'level required by the European standard EN 301 549. Partially means that the parts listed below do ' +
        'not yet fully conform.',
    ],
  },
  gaps: {
    heading: 'What is not yet accessible',
    intro: 'We know about these gaps and are working on them:',
    items: [
      'Most films and series have no subtitles for the deaf and hard of hearing, no audio description and no ' +
        'sign-language version. Which ones exist depends on what the film companies deliver.',
      "The date fields in the libraries' statistics and the birth date in your profile are the browser's own " +
        "date fields: they show dates in the browser's language and format, which may differ from the page's.",
      'Series names are shown in their original language and are not translated (the English pages show the ' +
        'English name).',
    ],
  },
  assessment: {
    heading: 'How we assessed the service',
    text: [
      'The statement is based on our own assessment. Automated tests with axe-core check every screen and ' +
        'dialog of both portals in every language, on a narrow (390 px) and a wide (1280 px) screen. A ' +
        'keyboard-only test goes the whole way from choosing a library to searching, borrowing and watching ' +
        'with subtitles, with no mouse. We also review the service by hand.',
    ],
  },
  feedback: {
    heading: 'Tell us about a problem',
    text: [
      'If something does not work for you, or you need content in another form, write to us with the form ' +
        `below. We answer within ${ANSWER_WITHIN_DAYS} days.`,
    ],
  },
  enforcement: enforcement[country],
});
