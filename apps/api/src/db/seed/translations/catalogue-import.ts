import type { TranslationTable } from './ui-translation';

/**
 * The distributor import of the operator console (decision 054): the reasons of its report
 * (`catalogue_import_reason_<code>`, contract CATALOGUE_IMPORT_REASONS), its errors and its screen.
 */
export const catalogueImportErrorMessages = {
  error_catalogue_file_too_large: {
    sv: 'Katalogfilen är för stor. Dela upp den i flera filer.',
    no: 'Katalogfilen er for stor. Del den opp i flere filer.',
    fi: 'Luettelotiedosto on liian suuri. Jaa se useaan tiedostoon.',
    en: 'The catalogue file is too large. Split it into several files.',
  },
  error_catalogue_too_many_rows: {
    sv: 'Katalogfilen har för många titlar. Dela upp den i flera filer.',
    no: 'Katalogfilen har for mange titler. Del den opp i flere filer.',
    fi: 'Luettelotiedostossa on liian monta nimikettä. Jaa se useaan tiedostoon.',
    en: 'The catalogue file has too many titles. Split it into several files.',
  },
};

export const catalogueImportTranslations: TranslationTable = {
  catalogue_import_reason_required: {
    sv: 'Värdet saknas men krävs.',
    no: 'Verdien mangler, men er påkrevd.',
    fi: 'Arvo puuttuu, mutta se on pakollinen.',
    en: 'The value is missing but required.',
  },
  catalogue_import_reason_too_long: {
    sv: 'Texten är för lång.',
    no: 'Teksten er for lang.',
    fi: 'Teksti on liian pitkä.',
    en: 'The text is too long.',
  },
  catalogue_import_reason_kind_invalid: {
    sv: 'Typen måste vara film eller episode.',
    no: 'Typen må være film eller episode.',
    fi: 'Tyypin on oltava film tai episode.',
    en: 'The kind must be film or episode.',
  },
  catalogue_import_reason_number_invalid: {
    sv: 'Måste vara ett heltal (1–999 för säsong och avsnitt).',
    no: 'Må være et heltall (1–999 for sesong og episode).',
    fi: 'On oltava kokonaisluku (kaudelle ja jaksolle 1–999).',
    en: 'Must be a whole number (1–999 for season and episode).',
  },
  catalogue_import_reason_year_out_of_range: {
    sv: 'Året måste vara mellan 1870 och 2100.',
    no: 'Året må være mellom 1870 og 2100.',
    fi: 'Vuoden on oltava välillä 1870–2100.',
    en: 'The year must be between 1870 and 2100.',
  },
  catalogue_import_reason_age_rating_invalid: {
    sv: 'Åldersgränsen måste vara 0, 6, 7, 9, 11, 12, 15, 16 eller 18.',
    no: 'Aldersgrensen må være 0, 6, 7, 9, 11, 12, 15, 16 eller 18.',
    fi: 'Ikärajan on oltava 0, 6, 7, 9, 11, 12, 15, 16 tai 18.',
    en: 'The age rating must be 0, 6, 7, 9, 11, 12, 15, 16 or 18.',
  },
  catalogue_import_reason_imdb_id_invalid: {
    sv: 'Måste vara ett IMDb-id som tt0050976.',
    no: 'Må være en IMDb-id som tt0050976.',
    fi: 'On oltava IMDb-tunnus, kuten tt0050976.',
    en: 'Must be an IMDb id such as tt0050976.',
  },
  catalogue_import_reason_language_invalid: {
    sv: 'Språk anges med koder som sv eller fr.',
    no: 'Språk oppgis med koder som sv eller fr.',
    fi: 'Kielet annetaan koodeina, kuten sv tai fr.',
    en: 'Languages are given as codes such as sv or fr.',
  },
  catalogue_import_reason_language_unknown: {
    sv: 'Ett språk är okänt för tjänsten.',
    no: 'Et språk er ukjent for tjenesten.',
    fi: 'Palvelu ei tunne jotakin kieltä.',
    en: 'A language is not known to the service.',
  },
  catalogue_import_reason_country_invalid: {
    sv: 'Länder anges med koder som se eller us.',
    no: 'Land oppgis med koder som se eller us.',
    fi: 'Maat annetaan koodeina, kuten se tai us.',
    en: 'Countries are given as codes such as se or us.',
  },
  catalogue_import_reason_country_unknown: {
    sv: 'Ett land är okänt för tjänsten.',
    no: 'Et land er ukjent for tjenesten.',
    fi: 'Palvelu ei tunne jotakin maata.',
    en: 'A country is not known to the service.',
  },
  catalogue_import_reason_list_too_long: {
    sv: 'Listan har fler än 50 poster.',
    no: 'Listen har flere enn 50 elementer.',
    fi: 'Luettelossa on yli 50 kohtaa.',
    en: 'The list has more than 50 items.',
  },
  catalogue_import_reason_name_too_long: {
    sv: 'Ett namn är längre än 200 tecken.',
    no: 'Et navn er lengre enn 200 tegn.',
    fi: 'Jokin nimi on yli 200 merkkiä pitkä.',
    en: 'A name is longer than 200 characters.',
  },
  catalogue_import_reason_date_invalid: {
    sv: 'Datum skrivs ÅÅÅÅ-MM-DD och måste finnas i kalendern.',
    no: 'Datoer skrives ÅÅÅÅ-MM-DD og må finnes i kalenderen.',
    fi: 'Päivämäärä kirjoitetaan VVVV-KK-PP, ja sen on oltava todellinen päivä.',
    en: 'Dates are written YYYY-MM-DD and must be real days.',
  },
  catalogue_import_reason_licence_ends_before_start: {
    sv: 'Licensen slutar innan den börjar.',
    no: 'Lisensen slutter før den begynner.',
    fi: 'Lisenssi päättyy ennen kuin se alkaa.',
    en: 'The licence ends before it starts.',
  },
  catalogue_import_reason_licence_incomplete: {
    sv: 'En licens behöver både startdatum och pris.',
    no: 'En lisens trenger både startdato og pris.',
    fi: 'Lisenssi tarvitsee sekä alkupäivän että hinnan.',
    en: 'A licence needs both a start date and a price.',
  },
  catalogue_import_reason_price_invalid: {
    sv: 'Priset anges i hela cent (öre), utan decimaler.',
    no: 'Prisen oppgis i hele cent (øre), uten desimaler.',
    fi: 'Hinta annetaan kokonaisina sentteinä ilman desimaaleja.',
    en: 'The price is given in whole cents, without decimals.',
  },
  catalogue_import_reason_not_for_a_film: {
    sv: 'Bara avsnitt har serie, säsong och avsnittsnummer.',
    no: 'Bare episoder har serie, sesong og episodenummer.',
    fi: 'Vain jaksoilla on sarja, kausi ja jakson numero.',
    en: 'Only episodes have a series, season and episode number.',
  },
  catalogue_import_reason_ref_repeated: {
    sv: 'Distributörens id finns redan på en tidigare rad.',
    no: 'Distributørens id står allerede på en tidligere rad.',
    fi: 'Jakelijan tunnus on jo aiemmalla rivillä.',
    en: "The distributor's id is already on an earlier row.",
  },
  catalogue_import_reason_episode_repeated: {
    sv: 'Samma säsong och avsnitt av serien finns redan på en tidigare rad.',
    no: 'Samme sesong og episode av serien står allerede på en tidligere rad.',
    fi: 'Sarjan sama kausi ja jakso on jo aiemmalla rivillä.',
    en: 'The same season and episode of the series is already on an earlier row.',
  },
  catalogue_import_reason_series_name_differs: {
    sv: 'Serien har ett annat namn på en tidigare rad.',
    no: 'Serien har et annet navn på en tidligere rad.',
    fi: 'Sarjalla on eri nimi aiemmalla rivillä.',
    en: 'The series has another name on an earlier row.',
  },
  catalogue_import_reason_series_unknown: {
    sv: 'Serien är ny: ange series_name.',
    no: 'Serien er ny: oppgi series_name.',
    fi: 'Sarja on uusi: anna series_name.',
    en: 'The series is new: give its series_name.',
  },
  catalogue_import_reason_value_not_text: {
    sv: 'Värdet måste vara text, ett tal eller (för listor) en lista.',
    no: 'Verdien må være tekst, et tall eller (for lister) en liste.',
    fi: 'Arvon on oltava tekstiä, luku tai (luetteloissa) luettelo.',
    en: 'The value must be text, a number or (for lists) a list.',
  },
  catalogue_import_reason_header_missing: {
    sv: 'Kolumnen saknas men krävs. Inget importerades.',
    no: 'Kolonnen mangler, men er påkrevd. Ingenting ble importert.',
    fi: 'Sarake puuttuu, mutta se on pakollinen. Mitään ei tuotu.',
    en: 'The column is missing but required. Nothing was imported.',
  },
  catalogue_import_reason_column_unknown: {
    sv: 'Kolumnen är okänd (felstavad?). Inget importerades.',
    no: 'Kolonnen er ukjent (feilstavet?). Ingenting ble importert.',
    fi: 'Sarake on tuntematon (kirjoitusvirhe?). Mitään ei tuotu.',
    en: 'The column is not known (misspelt?). Nothing was imported.',
  },
  catalogue_import_reason_column_repeated: {
    sv: 'Kolumnen finns två gånger. Inget importerades.',
    no: 'Kolonnen står to ganger. Ingenting ble importert.',
    fi: 'Sarake on kahdesti. Mitään ei tuotu.',
    en: 'The column appears twice. Nothing was imported.',
  },
  catalogue_import_reason_file_empty: {
    sv: 'Filen är tom. Inget importerades.',
    no: 'Filen er tom. Ingenting ble importert.',
    fi: 'Tiedosto on tyhjä. Mitään ei tuotu.',
    en: 'The file is empty. Nothing was imported.',
  },
  catalogue_import_reason_json_invalid: {
    sv: 'Filen är inte giltig JSON. Inget importerades.',
    no: 'Filen er ikke gyldig JSON. Ingenting ble importert.',
    fi: 'Tiedosto ei ole kelvollista JSONia. Mitään ei tuotu.',
    en: 'The file is not valid JSON. Nothing was imported.',
  },
  catalogue_import_reason_json_not_a_list: {
    sv: 'JSON-filen måste vara en lista av titlar, eller ett objekt med listan "titles". Inget importerades.',
    no: 'JSON-filen må være en liste med titler, eller et objekt med listen "titles". Ingenting ble importert.',
    fi: 'JSON-tiedoston on oltava nimikkeiden luettelo tai objekti, jossa on luettelo "titles". Mitään ei tuotu.',
    en: 'The JSON file must be a list of titles, or an object with the list "titles". Nothing was imported.',
  },
  catalogue_import_reason_json_row_not_an_object: {
    sv: 'Varje titel i JSON-listan måste vara ett objekt med kolumnerna som nycklar.',
    no: 'Hver tittel i JSON-listen må være et objekt med kolonnene som nøkler.',
    fi: 'Jokaisen JSON-luettelon nimikkeen on oltava objekti, jonka avaimina ovat sarakkeet.',
    en: 'Each title of the JSON list must be an object with the columns as keys.',
  },
  catalogue_import_reason_csv_quote_not_closed: {
    sv: 'Ett citattecken stängs aldrig. Inget importerades.',
    no: 'Et anførselstegn lukkes aldri. Ingenting ble importert.',
    fi: 'Lainausmerkkiä ei suljeta. Mitään ei tuotu.',
    en: 'A quoted cell is never closed. Nothing was imported.',
  },
  catalogue_import_reason_csv_text_after_quote: {
    sv: 'Text följer efter ett avslutande citattecken. Inget importerades.',
    no: 'Tekst følger etter et avsluttende anførselstegn. Ingenting ble importert.',
    fi: 'Sulkevan lainausmerkin perässä on tekstiä. Mitään ei tuotu.',
    en: 'Text follows a closing quote. Nothing was imported.',
  },
  catalogue_import_reason_csv_quote_in_cell: {
    sv: 'Ett citattecken börjar mitt i en cell. Inget importerades.',
    no: 'Et anførselstegn begynner midt i en celle. Ingenting ble importert.',
    fi: 'Lainausmerkki alkaa kesken solun. Mitään ei tuotu.',
    en: 'A quote opens in the middle of a cell. Nothing was imported.',
  },
  catalogue_import_reason_csv_invalid: {
    sv: 'Filen är inte giltig CSV. Inget importerades.',
    no: 'Filen er ikke gyldig CSV. Ingenting ble importert.',
    fi: 'Tiedosto ei ole kelvollista CSV:tä. Mitään ei tuotu.',
    en: 'The file is not valid CSV. Nothing was imported.',
  },
};
