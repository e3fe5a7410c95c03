import type { Country } from '@/lib/country';
import {
  ANSWER_WITHIN_DAYS,
  enforcementUrls,
  type EnforcementBody,
  type StatementText,
} from '../statement-facts';

const enforcement: Record<Country, EnforcementBody> = {
  se: {
    heading: 'Valvonta: Myndigheten för digital förvaltning (DIGG)',
    text: [
      'Ruotsin digitaalihallinnon virasto (Myndigheten för digital förvaltning, DIGG) valvoo Ruotsin lakia ' +
        'digitaalisten julkisten palvelujen saavutettavuudesta (DOS-lagen). Jos et ole tyytyväinen siihen, ' +
        'miten käsittelemme palautteesi, voit ilmoittaa saavutettavuuden puutteesta DIGGille.',
    ],
    linkLabel: 'Ilmoita saavutettavuuden puutteesta DIGGille',
    url: enforcementUrls.se,
  },
  no: {
    heading: 'Valvonta: Tilsynet for universell utforming av ikt',
    text: [
      'Norjan digitalisaatiovirastoon (Digitaliseringsdirektoratet) kuuluva Tilsynet for universell ' +
        'utforming av ikt valvoo Norjan tieto- ja viestintätekniikan esteettömyyttä koskevia säännöksiä. Jos ' +
        'et ole tyytyväinen siihen, miten käsittelemme palautteesi, voit ilmoittaa asiasta valvojalle.',
    ],
    linkLabel: 'Tilsynet for universell utforming av ikt (uutilsynet.no)',
    url: enforcementUrls.no,
  },
  fi: {
    heading: 'Valvonta: Etelä-Suomen aluehallintovirasto',
    text: [
      'Etelä-Suomen aluehallintoviraston saavutettavuuden valvonnan yksikkö valvoo digitaalisten palvelujen ' +
        `tarjoamisesta annettua lakia (306/2019). Jos emme vastaa sinulle ${ANSWER_WITHIN_DAYS} päivän ` +
        'kuluessa tai et ole tyytyväinen vastaukseen, voit tehdä ilmoituksen aluehallintovirastoon. ' +
        'Sähköposti: saavutettavuus@avi.fi, puhelin 0295 016 000.',
    ],
    linkLabel: 'Saavutettavuuden valvonta (saavutettavuusvaatimukset.fi)',
    url: enforcementUrls.fi,
  },
};

export const fiStatement: StatementText = (country) => ({
  title: 'Saavutettavuusseloste',
  updatedLabel: 'Seloste on laadittu ja tarkistettu viimeksi',
  intro: [
    'Filmhyllan on tarkoitettu kaikille, joilla on kirjastokortti, ja haluamme, että kaikki voivat käyttää ' +
      'sitä. Tässä selosteessa kerromme, miten hyvin palvelu täyttää saavutettavuusvaatimukset, mikä ei vielä ' +
      'toimi ja miten voit ilmoittaa meille ongelmasta.',
    'Seloste koskee sekä katselusivustoa (tätä sivustoa) että kirjastojen portaalia.',
  ],
  status: {
    heading: 'Palvelun saavutettavuuden tila',
    text: [
      'Filmhyllan täyttää osittain verkkosisällön saavutettavuusohjeiden (WCAG) 2.1 AA-tason vaatimukset, ' +
        'jotka eurooppalainen standardi EN 301 549 edellyttää. Osittain tarkoittaa, että alla luetellut osat ' +
        'eivät vielä täytä vaatimuksia kokonaan.',
    ],
  },
  gaps: {
    heading: 'Mikä ei ole vielä saavutettavaa',
    intro: 'Tiedämme nämä puutteet ja korjaamme niitä:',
    items: [
      'Useimmista elokuvista ja sarjoista puuttuu tekstitys kuulovammaisille, kuvailutulkkaus ja ' +
        'viittomakielinen versio. Niiden saatavuus riippuu siitä, mitä elokuvayhtiöt toimittavat.',
      'Kirjastojen tilastojen päivämääräkentät ja profiilisi syntymäaika ovat selaimen omia ' +
        'päivämääräkenttiä: ne näyttävät päivämäärät selaimen kielellä ja muodossa, joka voi poiketa sivun ' +
        'kielestä.',
      'Sarjojen nimet näytetään alkuperäiskielellä eikä niitä käännetä (englanninkielisillä sivuilla näkyy ' +
        'englanninkielinen nimi).',
    ],
  },
  assessment: {
    heading: 'Miten palvelu on arvioitu',
    text: [
      'Seloste perustuu omaan arvioomme. Automaattiset axe-core-testit tarkistavat molempien portaalien ' +
        'jokaisen näkymän ja valintaikkunan kaikilla kielillä kapealla (390 px) ja leveällä (1280 px) ' +
        'näytöllä. Pelkällä näppäimistöllä tehtävä testi kulkee koko matkan kirjaston valinnasta hakuun, ' +
        'lainaamiseen ja tekstitettyyn katseluun ilman hiirtä. Lisäksi arvioimme palvelun käsin.',
    ],
  },
  feedback: {
    heading: 'Ilmoita ongelmasta',
    text: [
      'Jos jokin ei toimi sinulle tai tarvitset sisältöä toisessa muodossa, kirjoita meille alla olevalla ' +
        `lomakkeella. Vastaamme ${ANSWER_WITHIN_DAYS} päivän kuluessa.`,
    ],
  },
  enforcement: enforcement[country],
});
