import type { Country } from '@/lib/country';
import {
  ANSWER_WITHIN_DAYS,
  enforcementUrls,
  type EnforcementBody,
  type StatementText,
} from '../statement-facts';

const enforcement: Record<Country, EnforcementBody> = {
  se: {
    heading: 'Tilsyn: Myndigheten för digital förvaltning (DIGG)',
    text: [
      'Myndigheten för digital förvaltning (DIGG) fører tilsyn med den svenske loven om tilgjengelighet til ' +
        'digitale offentlige tjenester (DOS-lagen). Hvis du ikke er fornøyd med hvordan vi behandler ' +
        'tilbakemeldingen din, kan du melde fra om manglende tilgjengelighet til DIGG.',
    ],
    linkLabel: 'Meld fra om manglende tilgjengelighet til DIGG',
    url: enforcementUrls.se,
  },
  no: {
    heading: 'Tilsyn: Tilsynet for universell utforming av ikt',
    text: [
      'Tilsynet for universell utforming av ikt, en del av Digitaliseringsdirektoratet, fører tilsyn med ' +
        'forskriften om universell utforming av ikt. Hvis du ikke er fornøyd med hvordan vi behandler ' +
        'tilbakemeldingen din, kan du melde fra til tilsynet.',
    ],
    linkLabel: 'Tilsynet for universell utforming av ikt (uutilsynet.no)',
    url: enforcementUrls.no,
  },
  fi: {
    heading: 'Tilsyn: Regionforvaltningskontoret i Sør-Finland',
    text: [
      'Enheten for tilgjengelighetstilsyn ved Regionforvaltningskontoret i Sør-Finland (Etelä-Suomen ' +
        'aluehallintovirasto) fører tilsyn med den finske loven om digitale tjenester (306/2019). Hvis vi ikke ' +
        `svarer deg innen ${ANSWER_WITHIN_DAYS} dager, eller du ikke er fornøyd med svaret, kan du melde fra ` +
        'til kontoret. E-post: saavutettavuus@avi.fi, telefon 0295 016 000.',
    ],
    linkLabel: 'Tilgjengelighetstilsynet (saavutettavuusvaatimukset.fi)',
    url: enforcementUrls.fi,
  },
};

export const noStatement: StatementText = (country) => ({
  title: 'Tilgjengelighetserklæring',
  updatedLabel: 'Erklæringen ble utarbeidet og sist gjennomgått',
  intro: [
    'Filmhyllan er for alle som har et lånekort, og vi vil at alle skal kunne bruke tjenesten. Her forteller ' +
      'vi hvor godt tjenesten oppfyller kravene til universell utforming, hva som ennå ikke fungerer, og ' +
      'hvordan du kan melde fra om et problem.',
    'Erklæringen gjelder både nettstedet for å se film (dette) og portalen for bibliotek.',
  ],
  status: {
    heading: 'Hvor tilgjengelig er tjenesten?',
    text: [
      'Filmhyllan oppfyller delvis retningslinjene for tilgjengelig webinnhold (WCAG) 2.1 på nivå AA, nivået ' +
        'som den europeiske standarden EN 301 549 krever. Delvis betyr at delene som er listet opp nedenfor, ' +
        'ennå ikke oppfyller kravene helt.',
    ],
  },
  gaps: {
    heading: 'Dette er ikke tilgjengelig ennå',
    intro: 'Vi kjenner til disse manglene og arbeider med dem:',
    items: [
      'De fleste filmer og serier mangler teksting for hørselshemmede, synstolking og tegnspråkversjon. ' +
        'Hvilke som finnes, avhenger av hva filmselskapene leverer.',
      'Datofeltene i bibliotekenes statistikk og fødselsdatoen i profilen din er nettleserens egne ' +
        'datofelt: de viser datoer på nettleserens språk og i dens format, som kan være et annet enn sidens.',
      'Navnene på serier vises på originalspråket og oversettes ikke (de engelske sidene viser det engelske ' +
        'navnet).',
    ],
  },
  assessment: {
    heading: 'Hvordan vi har vurdert tjenesten',
    text: [
      'Erklæringen bygger på vår egen vurdering. Automatiske tester med axe-core kontrollerer hver side og ' +
        'hver dialogboks i begge portalene på alle språk, på en smal (390 px) og en bred (1280 px) skjerm. En ' +
        'test med bare tastatur går hele veien fra å velge bibliotek til å søke, låne og se med undertekster, ' +
        'uten mus. Vi gjennomgår også tjenesten manuelt.',
    ],
  },
  feedback: {
    heading: 'Meld fra om et problem',
    text: [
      'Hvis noe ikke fungerer for deg, eller du trenger innhold i en annen form, skriv til oss med skjemaet ' +
        `nedenfor. Vi svarer innen ${ANSWER_WITHIN_DAYS} dager.`,
    ],
  },
  enforcement: enforcement[country],
});
