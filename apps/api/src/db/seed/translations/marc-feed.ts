import type { TranslationTable } from './ui-translation';

/** Interface strings of the MARC delta and feed on the librarian's titles screen (issue 29, docs/decisions/062). */
export const marcFeedTranslations: TranslationTable = {
  marc_since: { sv: 'Ändringar sedan', no: 'Endringer siden', fi: 'Muutokset alkaen', en: 'Changes since' },
  marc_since_hint: {
    sv: 'Tomt: alla poster. Med ett datum: bara poster som är nya, ändrade eller borttagna sedan dess.',
    no: 'Tomt: alle poster. Med en dato: bare poster som er nye, endret eller slettet siden da.',
    fi: 'Tyhjä: kaikki tietueet. Päivämäärällä: vain sen jälkeen uudet, muuttuneet tai poistetut tietueet.',
    en: 'Empty: every record. With a date: only records new, changed or deleted since then.',
  },
  marc_feed_heading: { sv: 'MARC-flöde', no: 'MARC-feed', fi: 'MARC-syöte', en: 'MARC feed' },
  marc_feed_intro: {
    sv: 'Ert bibliotekssystem kan hämta posterna från de här adresserna enligt schema, utan inloggning. Lägg till ?since=ÅÅÅÅ-MM-DD för bara ändringarna. Håll adresserna hemliga.',
    no: 'Bibliotekssystemet deres kan hente postene fra disse adressene etter en tidsplan, uten innlogging. Legg til ?since=ÅÅÅÅ-MM-DD for bare endringene. Hold adressene hemmelige.',
    fi: 'Kirjastojärjestelmänne voi hakea tietueet näistä osoitteista aikataulun mukaan ilman kirjautumista. Lisää ?since=VVVV-KK-PP, jos haluatte vain muutokset. Pitäkää osoitteet salassa.',
    en: 'Your library system can fetch the records from these addresses on a schedule, without logging in. Add ?since=YYYY-MM-DD for the changes only. Keep the addresses secret.',
  },
  marc_feed_none: {
    sv: 'Biblioteket har ännu ingen flödesadress.',
    no: 'Biblioteket har ingen feed-adresse ennå.',
    fi: 'Kirjastolla ei ole vielä syötteen osoitetta.',
    en: 'The library has no feed address yet.',
  },
  marc_feed_create: {
    sv: 'Skapa flödesadresser',
    no: 'Opprett feed-adresser',
    fi: 'Luo syötteen osoitteet',
    en: 'Create feed addresses',
  },
  marc_feed_address: {
    sv: 'Adress för {format}',
    no: 'Adresse for {format}',
    fi: 'Osoite: {format}',
    en: '{format} address',
  },
  marc_feed_copy: {
    sv: 'Kopiera adressen för {format}',
    no: 'Kopier adressen for {format}',
    fi: 'Kopioi osoite: {format}',
    en: 'Copy the {format} address',
  },
  marc_feed_copied: {
    sv: 'Adressen är kopierad.',
    no: 'Adressen er kopiert.',
    fi: 'Osoite on kopioitu.',
    en: 'The address is copied.',
  },
  marc_feed_rotate: {
    sv: 'Byt till nya adresser',
    no: 'Bytt til nye adresser',
    fi: 'Vaihda uusiin osoitteisiin',
    en: 'Change to new addresses',
  },
  marc_feed_rotate_confirm: {
    sv: 'Byta till nya flödesadresser? De nuvarande slutar fungera direkt; system som använder dem behöver de nya.',
    no: 'Bytte til nye feed-adresser? De nåværende slutter å virke med en gang; systemer som bruker dem, trenger de nye.',
    fi: 'Vaihdetaanko syötteelle uudet osoitteet? Nykyiset lakkaavat toimimasta heti; niitä käyttävät järjestelmät tarvitsevat uudet.',
    en: 'Change to new feed addresses? The current ones stop working at once; systems that use them need the new ones.',
  },
  marc_feed_rotate_yes: {
    sv: 'Byt adresser',
    no: 'Bytt adresser',
    fi: 'Vaihda osoitteet',
    en: 'Change addresses',
  },
  marc_feed_rotated: {
    sv: 'Flödet har nya adresser. De gamla fungerar inte längre.',
    no: 'Feeden har nye adresser. De gamle virker ikke lenger.',
    fi: 'Syötteellä on uudet osoitteet. Vanhat eivät enää toimi.',
    en: 'The feed has new addresses. The old ones no longer work.',
  },
};

/** The feed's error messages (merged into the error codes' messages). */
export const marcFeedErrorMessages = {
  error_marc_feed_not_found: {
    sv: 'Det finns inget MARC-flöde på den här adressen. Biblioteket kan ha bytt adress.',
    no: 'Det finnes ingen MARC-feed på denne adressen. Biblioteket kan ha byttet adresse.',
    fi: 'Tässä osoitteessa ei ole MARC-syötettä. Kirjasto on ehkä vaihtanut osoitteen.',
    en: 'There is no MARC feed at this address. The library may have changed it.',
  },
};
