import type { TranslationTable } from './ui-translation';

/** Interface strings of the accessibility statement page and its feedback form. */
export const accessibilityTranslations: TranslationTable = {
  accessibility_statement: {
    sv: 'Tillgänglighetsredogörelse',
    no: 'Tilgjengelighetserklæring',
    fi: 'Saavutettavuusseloste',
    en: 'Accessibility statement',
  },
  accessibility_feedback_concerns: {
    sv: 'Sida eller titel det gäller (frivilligt)',
    no: 'Side eller tittel det gjelder (valgfritt)',
    fi: 'Sivu tai nimike, jota asia koskee (vapaaehtoinen)',
    en: 'Page or title concerned (optional)',
  },
  accessibility_feedback_concerns_hint: {
    sv: 'Till exempel sökningen eller namnet på en film.',
    no: 'For eksempel søket eller navnet på en film.',
    fi: 'Esimerkiksi haku tai elokuvan nimi.',
    en: 'For example the search or the name of a film.',
  },
  // The support mail's subject when the patron names no page or title.
  accessibility_feedback_subject: {
    sv: 'Tillgänglighetsproblem',
    no: 'Problem med tilgjengelighet',
    fi: 'Saavutettavuusongelma',
    en: 'Accessibility problem',
  },
  accessibility_feedback_sent: {
    sv: 'Tack! Vi har tagit emot ditt meddelande och svarar inom 14 dagar.',
    no: 'Takk! Vi har mottatt meldingen din og svarer innen 14 dager.',
    fi: 'Kiitos! Olemme vastaanottaneet viestisi ja vastaamme 14 päivän kuluessa.',
    en: 'Thank you! We have received your message and will answer within 14 days.',
  },
};
