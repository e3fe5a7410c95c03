import type { TranslationTable } from './ui-translation';

/**
 * The cards import of the operator console (decision 040): the section on a library's page and the reasons of
 * its report (`cards_import_reason_<code>`, contract CARDS_IMPORT_REASONS).
 */
export const cardsImportTranslations: TranslationTable = {
  cards_import_reason_card_number_invalid: {
    sv: 'Kortnumret måste vara 1–32 bokstäver eller siffror.',
    no: 'Kortnummeret må være 1–32 bokstaver eller sifre.',
    fi: 'Kortin numerossa on oltava 1–32 kirjainta tai numeroa.',
    en: 'The card number must be 1–32 letters or digits.',
  },
  cards_import_reason_pin_invalid: {
    sv: 'PIN-koden måste vara 4–8 siffror.',
    no: 'PIN-koden må være 4–8 sifre.',
    fi: 'PIN-koodissa on oltava 4–8 numeroa.',
    en: 'The PIN must be 4–8 digits.',
  },
  cards_import_reason_card_number_repeated: {
    sv: 'Kortnumret finns redan på en tidigare rad.',
    no: 'Kortnummeret står allerede på en tidligere linje.',
    fi: 'Kortin numero on jo aiemmalla rivillä.',
    en: 'The card number is already on an earlier line.',
  },
  cards_import_reason_header_missing: {
    sv: 'Första raden måste namnge kolumnerna card_number och pin. Inget importerades.',
    no: 'Første linje må navngi kolonnene card_number og pin. Ingenting ble importert.',
    fi: 'Ensimmäisellä rivillä on oltava sarakkeiden nimet card_number ja pin. Mitään ei tuotu.',
    en: 'The first line must name the columns card_number and pin. Nothing was imported.',
  },
  cards_import_reason_csv_quote_not_closed: {
    sv: 'Ett citattecken stängs aldrig. Inget importerades.',
    no: 'Et anførselstegn lukkes aldri. Ingenting ble importert.',
    fi: 'Lainausmerkkiä ei suljeta. Mitään ei tuotu.',
    en: 'A quoted cell is never closed. Nothing was imported.',
  },
  cards_import_reason_csv_text_after_quote: {
    sv: 'Text följer efter ett avslutande citattecken. Inget importerades.',
    no: 'Tekst følger etter et avsluttende anførselstegn. Ingenting ble importert.',
    fi: 'Sulkevan lainausmerkin perässä on tekstiä. Mitään ei tuotu.',
    en: 'Text follows a closing quote. Nothing was imported.',
  },
  cards_import_reason_csv_quote_in_cell: {
    sv: 'Ett citattecken börjar mitt i en cell. Inget importerades.',
    no: 'Et anførselstegn begynner midt i en celle. Ingenting ble importert.',
    fi: 'Lainausmerkki alkaa kesken solun. Mitään ei tuotu.',
    en: 'A quote opens in the middle of a cell. Nothing was imported.',
  },
  cards_import_reason_csv_invalid: {
    sv: 'Filen är inte giltig CSV. Inget importerades.',
    no: 'Filen er ikke gyldig CSV. Ingenting ble importert.',
    fi: 'Tiedosto ei ole kelvollista CSV:tä. Mitään ei tuotu.',
    en: 'The file is not valid CSV. Nothing was imported.',
  },
  cards_section_title: {
    sv: 'Lånekort (inbyggd katalog)',
    no: 'Lånekort (innebygd katalog)',
    fi: 'Kirjastokortit (sisäinen hakemisto)',
    en: 'Library cards (built-in directory)',
  },
  cards_section_intro: {
    sv: 'Ladda upp bibliotekets lånekort som en CSV-fil. Nya kort läggs till och befintliga kort får ny PIN-kod och spärrstatus; kort som inte finns i filen ligger kvar.',
    no: 'Last opp bibliotekets lånekort som en CSV-fil. Nye kort legges til, og eksisterende kort får ny PIN-kode og sperrestatus; kort som ikke står i filen, blir liggende.',
    fi: 'Lataa kirjaston kirjastokortit CSV-tiedostona. Uudet kortit lisätään, ja olemassa olevien korttien PIN-koodi ja estotila päivitetään; kortit, joita tiedostossa ei ole, säilyvät.',
    en: "Upload the library's cards as a CSV file. New cards are added and existing cards get their new PIN and blocked status; cards not in the file stay.",
  },
  cards_columns_help: {
    sv: 'Första raden namnger kolumnerna: card_number (1–32 bokstäver eller siffror), pin (4–8 siffror) och valfritt blocked (yes eller no). Cellerna skiljs åt med kommatecken eller semikolon. Högst 50 000 kort och 2 MB per fil.',
    no: 'Første linje navngir kolonnene: card_number (1–32 bokstaver eller sifre), pin (4–8 sifre) og valgfritt blocked (yes eller no). Cellene skilles med komma eller semikolon. Høyst 50 000 kort og 2 MB per fil.',
    fi: 'Ensimmäinen rivi nimeää sarakkeet: card_number (1–32 kirjainta tai numeroa), pin (4–8 numeroa) ja valinnaisesti blocked (yes tai no). Solut erotetaan pilkulla tai puolipisteellä. Enintään 50 000 korttia ja 2 Mt tiedostoa kohden.',
    en: 'The first line names the columns: card_number (1–32 letters or digits), pin (4–8 digits) and optionally blocked (yes or no). Commas or semicolons separate the cells. At most 50,000 cards and 2 MB a file.',
  },
  cards_example_download: {
    sv: 'Ladda ner en exempelfil',
    no: 'Last ned en eksempelfil',
    fi: 'Lataa esimerkkitiedosto',
    en: 'Download an example file',
  },
  cards_file_label: { sv: 'CSV-fil', no: 'CSV-fil', fi: 'CSV-tiedosto', en: 'CSV file' },
  cards_file_required: {
    sv: 'Välj en CSV-fil först.',
    no: 'Velg en CSV-fil først.',
    fi: 'Valitse ensin CSV-tiedosto.',
    en: 'Choose a CSV file first.',
  },
  cards_check: { sv: 'Kontrollera filen', no: 'Kontroller filen', fi: 'Tarkista tiedosto', en: 'Check file' },
  cards_checking: { sv: 'Kontrollerar …', no: 'Kontrollerer …', fi: 'Tarkistetaan …', en: 'Checking …' },
  cards_import: { sv: 'Importera', no: 'Importer', fi: 'Tuo', en: 'Import' },
  cards_importing: { sv: 'Importerar …', no: 'Importerer …', fi: 'Tuodaan …', en: 'Importing …' },
  cards_check_result: {
    sv: 'Resultat av kontrollen (inget har sparats ännu)',
    no: 'Resultat av kontrollen (ingenting er lagret ennå)',
    fi: 'Tarkistuksen tulos (mitään ei ole vielä tallennettu)',
    en: 'Result of the check (nothing saved yet)',
  },
  cards_import_done: {
    sv: 'Importen är klar: {count, plural, one {# kort} other {# kort}} sparades.',
    no: 'Importen er ferdig: {count, plural, one {# kort} other {# kort}} ble lagret.',
    fi: 'Tuonti on valmis: {count, plural, one {# kortti} other {# korttia}} tallennettiin.',
    en: 'Import done: {count, plural, one {# card} other {# cards}} saved.',
  },
  cards_count_added: { sv: 'Nya kort', no: 'Nye kort', fi: 'Uudet kortit', en: 'New cards' },
  cards_count_updated: {
    sv: 'Ändrade kort',
    no: 'Endrede kort',
    fi: 'Muuttuneet kortit',
    en: 'Changed cards',
  },
  cards_count_unchanged: {
    sv: 'Oförändrade kort',
    no: 'Uendrede kort',
    fi: 'Muuttumattomat kortit',
    en: 'Unchanged cards',
  },
  cards_count_rejected: {
    sv: 'Rader som inte togs med',
    no: 'Linjer som ikke ble tatt med',
    fi: 'Hylätyt rivit',
    en: 'Lines not taken',
  },
  cards_problems_title: {
    sv: 'Rader med problem',
    no: 'Linjer med problemer',
    fi: 'Rivit, joissa on ongelmia',
    en: 'Lines with problems',
  },
  cards_problem_line: { sv: 'Rad', no: 'Linje', fi: 'Rivi', en: 'Line' },
  cards_problem_card: {
    sv: 'Kortet slutar på',
    no: 'Kortet slutter på',
    fi: 'Kortin loppu',
    en: 'Card ends in',
  },
  cards_problem_reason: { sv: 'Orsak', no: 'Årsak', fi: 'Syy', en: 'Reason' },
  cards_problems_more: {
    sv: '{count, plural, one {# rad till} other {# rader till}} med problem visas inte.',
    no: '{count, plural, one {# linje til} other {# linjer til}} med problemer vises ikke.',
    fi: '{count, plural, one {# muu ongelmallinen rivi} other {# muuta ongelmallista riviä}} jätetään näyttämättä.',
    en: '{count, plural, one {# more line} other {# more lines}} with problems not shown.',
  },
  cards_import_rejected_note: {
    sv: 'Raderna med problem hoppas över när du importerar.',
    no: 'Linjene med problemer hoppes over når du importerer.',
    fi: 'Ongelmalliset rivit ohitetaan tuonnissa.',
    en: 'The lines with problems are skipped when you import.',
  },
};
