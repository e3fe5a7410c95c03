import type { Country } from '@/lib/country';
import {
  ANSWER_WITHIN_DAYS,
  enforcementUrls,
  type EnforcementBody,
  type StatementText,
} from '../statement-facts';

const enforcement: Record<Country, EnforcementBody> = {
  se: {
    heading: 'Tillsyn: Myndigheten för digital förvaltning (DIGG)',
    text: [
      'Myndigheten för digital förvaltning (DIGG) ansvarar för tillsynen över lagen om tillgänglighet till ' +
        'digital offentlig service (DOS-lagen). Om du inte är nöjd med hur vi hanterar dina synpunkter kan du ' +
        'anmäla bristande tillgänglighet till DIGG.',
    ],
    linkLabel: 'Anmäl bristande tillgänglighet till DIGG',
    url: enforcementUrls.se,
  },
  no: {
    heading: 'Tillsyn: Tilsynet for universell utforming av ikt',
    text: [
      'Tilsynet for universell utforming av ikt, en del av Digitaliseringsdirektoratet, har tillsyn över de ' +
        'norska reglerna om universell utformning av ikt. Om du inte är nöjd med hur vi hanterar dina ' +
        'synpunkter kan du kontakta tillsynet.',
    ],
    linkLabel: 'Tilsynet for universell utforming av ikt (uutilsynet.no)',
    url: enforcementUrls.no,
  },
  fi: {
    heading: 'Tillsyn: Regionförvaltningsverket i Södra Finland',
    text: [
      'Enheten för tillgänglighetstillsyn vid Regionförvaltningsverket i Södra Finland har tillsyn över lagen ' +
        `om tillhandahållande av digitala tjänster (306/2019). Om vi inte svarar dig inom ${ANSWER_WITHIN_DAYS} ` +
        'dagar, eller om du inte är nöjd med svaret, kan du anmäla det till regionförvaltningsverket. E-post: ' +
        'saavutettavuus@avi.fi, telefon 0295 016 000.',
    ],
    linkLabel: 'Tillgänglighetstillsynen (saavutettavuusvaatimukset.fi)',
    url: enforcementUrls.fi,
  },
};

export const svStatement: StatementText = (country) => ({
  title: 'Tillgänglighetsredogörelse',
  updatedLabel: 'Redogörelsen upprättades och granskades senast',
  intro: [
    'Filmhyllan är till för alla som har ett lånekort, och vi vill att alla ska kunna använda tjänsten. Här ' +
      'berättar vi hur väl tjänsten uppfyller kraven på tillgänglighet, vad som ännu inte fungerar och hur du ' +
      'kan meddela oss om ett problem.',
    'Redogörelsen gäller både webbplatsen för att titta (den här) och portalen för bibliotek.',
  ],
  status: {
    heading: 'Hur tillgänglig är tjänsten?',
    text: [
      'Filmhyllan är delvis förenlig med riktlinjerna för tillgängligt webbinnehåll (WCAG) 2.1 på nivå AA, ' +
        'den nivå som den europeiska standarden EN 301 549 kräver. Delvis betyder att de delar som räknas upp ' +
        'nedan ännu inte är helt förenliga.',
    ],
  },
  gaps: {
    heading: 'Det här är inte tillgängligt ännu',
    intro: 'Vi känner till de här bristerna och arbetar med dem:',
    items: [
      'De flesta filmer och serier saknar undertexter för döva och hörselskadade, syntolkning och ' +
        'teckenspråksversion. Vilka som finns beror på vad filmbolagen levererar.',
      'Datumfälten i bibliotekens statistik och födelsedatumet i din profil är webbläsarens egna datumfält: ' +
        'de visar datum på webbläsarens språk och i dess format, som kan skilja sig från sidans.',
      'Seriernas namn visas på originalspråket och översätts inte (de engelska sidorna visar det engelska ' +
        'namnet).',
    ],
  },
  assessment: {
    heading: 'Hur vi har granskat tjänsten',
    text: [
      'Redogörelsen bygger på vår egen granskning. Automatiska tester med axe-core kontrollerar varje sida ' +
        'och dialogruta i båda portalerna på alla språk, på en smal (390 px) och en bred (1280 px) skärm. Ett ' +
        'test med enbart tangentbord går hela vägen från att välja bibliotek till att söka, låna och titta med ' +
        'undertexter, utan mus. Vi granskar också tjänsten manuellt.',
    ],
  },
  feedback: {
    heading: 'Meddela oss om ett problem',
    text: [
      'Om något inte fungerar för dig, eller om du behöver innehåll i en annan form, skriv till oss med ' +
        `formuläret nedan. Vi svarar inom ${ANSWER_WITHIN_DAYS} dagar.`,
    ],
  },
  enforcement: enforcement[country],
});
