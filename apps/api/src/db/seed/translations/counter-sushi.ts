import type { TranslationTable } from './ui-translation';

/** Interface strings of the librarian portal's COUNTER usage section (issue 29, docs/decisions/063). */
export const counterSushiTranslations: TranslationTable = {
  counter_heading: {
    sv: 'Användning enligt COUNTER (SUSHI)',
    no: 'Bruk etter COUNTER (SUSHI)',
    fi: 'Käyttö COUNTER-muodossa (SUSHI)',
    en: 'Usage in COUNTER form (SUSHI)',
  },
  counter_intro: {
    sv: 'Bibliotekets lån som COUNTER 5.1-rapporten IR_M1 (förfrågningar per titel och månad). Konsortiets skördeverktyg hämtar den över SUSHI med uppgifterna nedan.',
    no: 'Bibliotekets utlån som COUNTER 5.1-rapporten IR_M1 (forespørsler per tittel og måned). Konsortiets høstingsverktøy henter den over SUSHI med opplysningene nedenfor.',
    fi: 'Kirjaston lainat COUNTER 5.1 -raporttina IR_M1 (pyynnöt nimekkeittäin ja kuukausittain). Konsortion keruutyökalu hakee sen SUSHI-rajapinnasta alla olevilla tunnuksilla.',
    en: "The library's loans as the COUNTER 5.1 report IR_M1 (requests per title and month). A consortium's harvester fetches it over SUSHI with the details below.",
  },
  sushi_credentials: {
    sv: 'SUSHI-uppgifter',
    no: 'SUSHI-opplysninger',
    fi: 'SUSHI-tunnukset',
    en: 'SUSHI credentials',
  },
  sushi_server_url: {
    sv: 'SUSHI-serverns adress',
    no: 'SUSHI-serverens adresse',
    fi: 'SUSHI-palvelimen osoite',
    en: 'SUSHI server address',
  },
  sushi_customer_id: {
    sv: 'Kund-id (customer_id)',
    no: 'Kunde-ID (customer_id)',
    fi: 'Asiakastunnus (customer_id)',
    en: 'Customer ID (customer_id)',
  },
  sushi_requestor_id: {
    sv: 'Beställar-id (requestor_id)',
    no: 'Rekvirent-ID (requestor_id)',
    fi: 'Pyytäjän tunnus (requestor_id)',
    en: 'Requestor ID (requestor_id)',
  },
  sushi_api_key: {
    sv: 'API-nyckel (api_key)',
    no: 'API-nøkkel (api_key)',
    fi: 'API-avain (api_key)',
    en: 'API key (api_key)',
  },
  sushi_no_key: {
    sv: 'Biblioteket har ingen SUSHI-nyckel än.',
    no: 'Biblioteket har ingen SUSHI-nøkkel ennå.',
    fi: 'Kirjastolla ei ole vielä SUSHI-avainta.',
    en: 'The library has no SUSHI key yet.',
  },
  sushi_create_key: {
    sv: 'Skapa SUSHI-nyckel',
    no: 'Lag SUSHI-nøkkel',
    fi: 'Luo SUSHI-avain',
    en: 'Create SUSHI key',
  },
  sushi_rotate_key: { sv: 'Ny API-nyckel', no: 'Ny API-nøkkel', fi: 'Uusi API-avain', en: 'New API key' },
  sushi_rotate_confirm: {
    sv: 'Skapa en ny API-nyckel? Den nuvarande slutar fungera direkt, och skördeverktygen behöver den nya.',
    no: 'Lage en ny API-nøkkel? Den nåværende slutter å virke med en gang, og høstingsverktøyene trenger den nye.',
    fi: 'Luodaanko uusi API-avain? Nykyinen lakkaa toimimasta heti, ja keruutyökalut tarvitsevat uuden.',
    en: 'Make a new API key? The current one stops working at once, and the harvesters need the new one.',
  },
  sushi_rotate_yes: { sv: 'Skapa ny nyckel', no: 'Lag ny nøkkel', fi: 'Luo uusi avain', en: 'Make new key' },
  sushi_key_made: {
    sv: 'En ny API-nyckel har skapats.',
    no: 'En ny API-nøkkel er laget.',
    fi: 'Uusi API-avain on luotu.',
    en: 'A new API key has been made.',
  },
  sushi_copy_short: { sv: 'Kopiera', no: 'Kopier', fi: 'Kopioi', en: 'Copy' },
  sushi_copy: { sv: 'Kopiera {name}', no: 'Kopier {name}', fi: 'Kopioi: {name}', en: 'Copy {name}' },
  sushi_copied: {
    sv: '{name} kopierat.',
    no: '{name} kopiert.',
    fi: '{name} kopioitu.',
    en: '{name} copied.',
  },
  counter_report_heading: {
    sv: 'Rapporten IR_M1 som CSV',
    no: 'Rapporten IR_M1 som CSV',
    fi: 'IR_M1-raportti CSV-tiedostona',
    en: 'The IR_M1 report as CSV',
  },
  counter_report_intro: {
    sv: 'I COUNTERs tabellformat, för bibliotekets kalendermånader. Innevarande månad är inte klar än.',
    no: 'I COUNTERs tabellformat, for bibliotekets kalendermåneder. Inneværende måned er ikke klar ennå.',
    fi: 'COUNTERin taulukkomuodossa kirjaston kalenterikuukausille. Kuluva kuukausi ei ole vielä valmis.',
    en: "In COUNTER's tabular layout, for the library's calendar months. The current month is not ready yet.",
  },
  counter_begin_month: { sv: 'Från månad', no: 'Fra måned', fi: 'Alkukuukausi', en: 'From month' },
  counter_end_month: {
    sv: 'Till och med månad',
    no: 'Til og med måned',
    fi: 'Loppukuukausi',
    en: 'To month',
  },
  counter_month_invalid: {
    sv: 'Ange en månad som ÅÅÅÅ-MM.',
    no: 'Oppgi en måned som ÅÅÅÅ-MM.',
    fi: 'Anna kuukausi muodossa VVVV-KK.',
    en: 'Enter a month as YYYY-MM.',
  },
  counter_range_invalid: {
    sv: 'Slutmånaden ska vara samma som eller efter startmånaden, högst {max} månader.',
    no: 'Sluttmåneden må være den samme som eller etter startmåneden, høyst {max} måneder.',
    fi: 'Loppukuukauden on oltava sama tai alkukuukauden jälkeen, enintään {max} kuukautta.',
    en: 'The last month must be the first month or after it, at most {max} months.',
  },
  counter_download: {
    sv: 'Ladda ner IR_M1 (CSV)',
    no: 'Last ned IR_M1 (CSV)',
    fi: 'Lataa IR_M1 (CSV)',
    en: 'Download IR_M1 (CSV)',
  },
};
