import type { TranslationTable } from './ui-translation';

/**
 * The messages of the patron authentication form in the operator console (decision 039): the server's rules of
 * save_patron_auth, named under their fields before anything is sent.
 */
export const operatorPatronAuthFormTranslations: TranslationTable = {
  operator_patron_auth_error_host: {
    sv: 'Ange ett värdnamn eller en IP-adress (bokstäver, siffror, punkter, bindestreck och kolon).',
    no: 'Skriv inn et vertsnavn eller en IP-adresse (bokstaver, sifre, punktum, bindestrek og kolon).',
    fi: 'Anna palvelimen nimi tai IP-osoite (kirjaimia, numeroita, pisteitä, yhdysmerkkejä ja kaksoispisteitä).',
    en: 'Enter a host name or an IP address (letters, digits, dots, hyphens and colons).',
  },
  operator_patron_auth_error_separator: {
    sv: 'Ange ett enda tecken som inte är en radbrytning.',
    no: 'Skriv inn ett enkelt tegn som ikke er et linjeskift.',
    fi: 'Anna yksi merkki, joka ei ole rivinvaihto.',
    en: 'Enter a single character that is not a line break.',
  },
  operator_patron_auth_error_holds_separator: {
    sv: 'Fältet får inte innehålla fältavgränsaren eller en radbrytning.',
    no: 'Feltet kan ikke inneholde feltskilletegnet eller et linjeskift.',
    fi: 'Kenttä ei saa sisältää kenttäerotinta eikä rivinvaihtoa.',
    en: 'This field must not contain the field separator or a line break.',
  },
  operator_patron_auth_error_card_prefix: {
    sv: 'Ange ett prefix med högst 31 bokstäver (a–z) och siffror.',
    no: 'Skriv inn et prefiks med høyst 31 bokstaver (a–z) og sifre.',
    fi: 'Anna enintään 31 merkin etuliite kirjaimista (a–z) ja numeroista.',
    en: 'Enter a prefix of at most 31 letters (a–z) and digits.',
  },
  operator_patron_auth_error_card_pattern: {
    sv: 'Mönstret kan inte användas: högst 100 tecken och 4 upprepningar, inga upprepade grupper, bakåtreferenser eller lookarounds.',
    no: 'Mønsteret kan ikke brukes: høyst 100 tegn og 4 gjentakelser, ingen gjentatte grupper, tilbakereferanser eller lookarounds.',
    fi: 'Mallia ei voi käyttää: enintään 100 merkkiä ja 4 toistoa, ei toistettuja ryhmiä, takaisinviittauksia eikä ympäristöehtoja.',
    en: 'This pattern cannot be used: at most 100 characters and 4 repetitions, no repeated groups, back-references or look-arounds.',
  },
  operator_patron_auth_error_pin_digits: {
    sv: 'Den inbyggda katalogens PIN-koder är siffror: välj siffror.',
    no: 'Den innebygde katalogens PIN-koder er sifre: velg sifre.',
    fi: 'Sisäisen hakemiston PIN-koodit ovat numeroita: valitse numerot.',
    en: "The built-in directory's PINs are digits: choose digits.",
  },
};
