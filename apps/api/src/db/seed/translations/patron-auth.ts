import type { TranslationTable } from './ui-translation';

/**
 * The reasons of a patron-authentication self-test in the operator console (`patron_auth_check_<reason>`,
 * contract PATRON_AUTH_TEST_REASONS).
 */
export const patronAuthTranslations: TranslationTable = {
  patron_auth_check_timeout: {
    sv: 'Bibliotekssystemet svarade inte i tid.',
    no: 'Biblioteksystemet svarte ikke i tide.',
    fi: 'Kirjastojärjestelmä ei vastannut ajoissa.',
    en: 'The library system did not answer in time.',
  },
  patron_auth_check_connection_refused: {
    sv: 'Anslutningen nekades: inget lyssnar på den adressen och porten.',
    no: 'Tilkoblingen ble avvist: ingenting lytter på den adressen og porten.',
    fi: 'Yhteys torjuttiin: osoitteessa ja portissa ei ole palvelua.',
    en: 'Connection refused: nothing is listening at that host and port.',
  },
  patron_auth_check_connection_closed: {
    sv: 'Bibliotekssystemet stängde anslutningen innan det svarade.',
    no: 'Biblioteksystemet lukket tilkoblingen før det svarte.',
    fi: 'Kirjastojärjestelmä sulki yhteyden ennen vastausta.',
    en: 'The library system closed the connection before answering.',
  },
  patron_auth_check_connection_failed: {
    sv: 'Det gick inte att nå servern (okänt namn eller nätverket nås inte).',
    no: 'Serveren kunne ikke nås (ukjent navn eller nettverket kan ikke nås).',
    fi: 'Palvelimeen ei saatu yhteyttä (tuntematon nimi tai verkko ei ole tavoitettavissa).',
    en: 'The server could not be reached (unknown name or network unreachable).',
  },
  patron_auth_check_tls_failed: {
    sv: 'TLS-anslutningen misslyckades: certifikatet godtas inte eller TLS 1.2 saknas.',
    no: 'TLS-tilkoblingen mislyktes: sertifikatet godtas ikke, eller TLS 1.2 mangler.',
    fi: 'TLS-yhteys epäonnistui: varmennetta ei hyväksytä tai TLS 1.2 puuttuu.',
    en: 'The TLS connection failed: the certificate is not accepted or TLS 1.2 is missing.',
  },
  patron_auth_check_login_refused: {
    sv: 'Bibliotekssystemet nekade inloggningen: kontrollera SIP2-användare och lösenord.',
    no: 'Biblioteksystemet avviste innloggingen: kontroller SIP2-bruker og passord.',
    fi: 'Kirjastojärjestelmä hylkäsi kirjautumisen: tarkista SIP2-käyttäjä ja salasana.',
    en: 'The library system refused the login: check the SIP2 user and password.',
  },
  patron_auth_check_unreadable_answer: {
    sv: 'Svaret gick inte att läsa som SIP2: kontrollera teckenkodning och fältavgränsare.',
    no: 'Svaret kunne ikke leses som SIP2: kontroller tegnkoding og feltskilletegn.',
    fi: 'Vastausta ei voitu lukea SIP2-muodossa: tarkista merkistö ja kenttäerotin.',
    en: 'The answer could not be read as SIP2: check the encoding and field separator.',
  },
  patron_auth_check_bad_checksum: {
    sv: 'Svarets kontrollsumma stämmer inte.',
    no: 'Kontrollsummen i svaret stemmer ikke.',
    fi: 'Vastauksen tarkistussumma ei täsmää.',
    en: "The answer's checksum does not add up.",
  },
  patron_auth_check_client_closed: {
    sv: 'Testet avbröts.',
    no: 'Testen ble avbrutt.',
    fi: 'Testi keskeytettiin.',
    en: 'The test was interrupted.',
  },
  patron_auth_check_unknown_patron: {
    sv: 'Bibliotekssystemet känner inte till kortet.',
    no: 'Biblioteksystemet kjenner ikke kortet.',
    fi: 'Kirjastojärjestelmä ei tunne korttia.',
    en: 'The library system does not know this card.',
  },
  patron_auth_check_pin_not_valid: {
    sv: 'Kortet finns, men PIN-koden är fel.',
    no: 'Kortet finnes, men PIN-koden er feil.',
    fi: 'Kortti on olemassa, mutta PIN-koodi on väärä.',
    en: 'The card exists, but the PIN is wrong.',
  },
  patron_auth_check_pin_not_checked: {
    sv: 'Bibliotekssystemet kontrollerade inte PIN-koden, men inställningarna kräver det.',
    no: 'Biblioteksystemet kontrollerte ikke PIN-koden, men innstillingene krever det.',
    fi: 'Kirjastojärjestelmä ei tarkistanut PIN-koodia, vaikka asetukset edellyttävät sitä.',
    en: 'The library system did not check the PIN, though the settings require it.',
  },
  patron_auth_check_card_not_sendable: {
    sv: 'Kortnumret eller PIN-koden innehåller tecken som inte kan skickas med SIP2.',
    no: 'Kortnummeret eller PIN-koden inneholder tegn som ikke kan sendes med SIP2.',
    fi: 'Kortin numerossa tai PIN-koodissa on merkkejä, joita SIP2 ei voi lähettää.',
    en: 'The card number or PIN holds characters SIP2 cannot send.',
  },
  patron_auth_check_blocked_charge_privileges_denied: {
    sv: 'Låntagaren är spärrad för lån i bibliotekssystemet.',
    no: 'Låneren er sperret for lån i biblioteksystemet.',
    fi: 'Asiakkaalla on lainauskielto kirjastojärjestelmässä.',
    en: 'The patron is barred from borrowing in the library system.',
  },
  patron_auth_check_blocked_card_lost: {
    sv: 'Kortet är anmält förlorat.',
    no: 'Kortet er meldt tapt.',
    fi: 'Kortti on ilmoitettu kadonneeksi.',
    en: 'The card is reported lost.',
  },
  patron_auth_check_blocked_too_many_billed: {
    sv: 'Låntagaren har för många fakturerade lån.',
    no: 'Låneren har for mange fakturerte lån.',
    fi: 'Asiakkaalla on liikaa laskutettuja lainoja.',
    en: 'The patron has too many items billed.',
  },
  patron_auth_check_blocked_too_many_claims: {
    sv: 'Låntagaren har för många reklamationer av återlämnat material.',
    no: 'Låneren har for mange reklamasjoner på innlevert materiale.',
    fi: 'Asiakkaalla on liikaa palautettuja lainoja koskevia selvityksiä.',
    en: 'The patron has too many claims of items returned.',
  },
  patron_auth_check_blocked_expired: {
    sv: 'Kortet har gått ut.',
    no: 'Kortet har utløpt.',
    fi: 'Kortti on vanhentunut.',
    en: 'The card has expired.',
  },
  patron_auth_check_blocked_fines: {
    sv: 'Låntagarens avgifter överstiger gränsen.',
    no: 'Lånerens gebyrer overstiger grensen.',
    fi: 'Asiakkaan maksut ylittävät rajan.',
    en: "The patron's fines exceed the limit.",
  },
};
