import type { ErrorCode } from '@filmhyllan/contract';

/**
 * Every interface string of both portals, in Swedish, Norwegian (bokmål), Finnish and English.
 * Keys are snake_case and say what they mean; placeholders are named ICU arguments ({count}, {date}),
 * counts use ICU plurals. The seed writes these into the translations table; GET
 * /i18n/translation/get_translations serves them. `findMissingTranslations` is the check that every key has
 * all four languages.
 */
import { accountScreensTranslations } from './translations/account-screens';
import { catalogueTranslations } from './translations/catalogue';
import { loansTranslations } from './translations/loans';
import { modalsTranslations } from './translations/modals';
import { securityTranslations } from './translations/security';
import type { TranslationTable, UiTranslation } from './translations/ui-translation';

export type { UiTranslation } from './translations/ui-translation';

export const uiLanguages = ['sv', 'no', 'fi', 'en'] as const;

type ErrorMessageKey = `error_${Lowercase<ErrorCode>}`;

/** One message per API error code, keyed `error_<code lower case>` (see packages/contract errors.ts). */
const errorMessages: Record<ErrorMessageKey, UiTranslation> = {
  error_validation_failed: {
    sv: 'Kontrollera uppgifterna och försök igen.',
    no: 'Kontroller opplysningene og prøv igjen.',
    fi: 'Tarkista tiedot ja yritä uudelleen.',
    en: 'Please check the details and try again.',
  },
  error_invalid_json: {
    sv: 'Begäran kunde inte läsas.',
    no: 'Forespørselen kunne ikke leses.',
    fi: 'Pyyntöä ei voitu lukea.',
    en: 'The request could not be read.',
  },
  error_unsupported_media_type: {
    sv: 'Formatet stöds inte.',
    no: 'Formatet støttes ikke.',
    fi: 'Muotoa ei tueta.',
    en: 'This format is not supported.',
  },
  error_payload_too_large: {
    sv: 'Det du skickade är för stort.',
    no: 'Det du sendte, er for stort.',
    fi: 'Lähettämäsi tieto on liian suuri.',
    en: 'What you sent is too large.',
  },
  error_session_required: {
    sv: 'Sessionen saknas. Ladda om sidan.',
    no: 'Økten mangler. Last inn siden på nytt.',
    fi: 'Istunto puuttuu. Lataa sivu uudelleen.',
    en: 'Your session is missing. Please reload the page.',
  },
  error_session_invalid: {
    sv: 'Sessionen har gått ut. Ladda om sidan.',
    no: 'Økten er utløpt. Last inn siden på nytt.',
    fi: 'Istunto on vanhentunut. Lataa sivu uudelleen.',
    en: 'Your session has expired. Please reload the page.',
  },
  error_csrf_invalid: {
    sv: 'Säkerhetskontrollen misslyckades. Ladda om sidan och försök igen.',
    no: 'Sikkerhetskontrollen mislyktes. Last inn siden på nytt og prøv igjen.',
    fi: 'Tietoturvatarkistus epäonnistui. Lataa sivu uudelleen ja yritä uudestaan.',
    en: 'The security check failed. Please reload the page and try again.',
  },
  error_login_required: {
    sv: 'Du behöver logga in först.',
    no: 'Du må logge inn først.',
    fi: 'Kirjaudu ensin sisään.',
    en: 'Please log in first.',
  },
  error_forbidden: {
    sv: 'Du har inte behörighet att göra det här.',
    no: 'Du har ikke tilgang til å gjøre dette.',
    fi: 'Sinulla ei ole oikeutta tähän.',
    en: 'You do not have permission to do this.',
  },
  error_not_found: {
    sv: 'Det du letar efter finns inte.',
    no: 'Det du leter etter, finnes ikke.',
    fi: 'Etsimääsi ei löytynyt.',
    en: 'What you are looking for does not exist.',
  },
  error_method_not_allowed: {
    sv: 'Åtgärden är inte tillåten.',
    no: 'Handlingen er ikke tillatt.',
    fi: 'Toiminto ei ole sallittu.',
    en: 'This action is not allowed.',
  },
  error_rate_limited: {
    sv: 'För många försök. Vänta en stund och försök igen.',
    no: 'For mange forsøk. Vent litt og prøv igjen.',
    fi: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    en: 'Too many attempts. Please wait a moment and try again.',
  },
  error_library_not_found: {
    sv: 'Biblioteket hittades inte.',
    no: 'Fant ikke biblioteket.',
    fi: 'Kirjastoa ei löytynyt.',
    en: 'The library was not found.',
  },
  error_title_not_found: {
    sv: 'Titeln hittades inte.',
    no: 'Fant ikke tittelen.',
    fi: 'Nimikettä ei löytynyt.',
    en: 'The title was not found.',
  },
  error_theme_not_found: {
    sv: 'Temat hittades inte.',
    no: 'Fant ikke temaet.',
    fi: 'Teemaa ei löytynyt.',
    en: 'The theme was not found.',
  },
  error_group_not_found: {
    sv: 'Serien hittades inte.',
    no: 'Fant ikke serien.',
    fi: 'Sarjaa ei löytynyt.',
    en: 'The series was not found.',
  },
  error_unknown_genre: {
    sv: 'Okänd genre.',
    no: 'Ukjent sjanger.',
    fi: 'Tuntematon lajityyppi.',
    en: 'Unknown genre.',
  },
  error_unknown_language: {
    sv: 'Okänt språk.',
    no: 'Ukjent språk.',
    fi: 'Tuntematon kieli.',
    en: 'Unknown language.',
  },
  error_unknown_country: {
    sv: 'Okänt land.',
    no: 'Ukjent land.',
    fi: 'Tuntematon maa.',
    en: 'Unknown country.',
  },
  error_wrong_username_or_password: {
    sv: 'Fel användarnamn eller lösenord.',
    no: 'Feil brukernavn eller passord.',
    fi: 'Väärä käyttäjätunnus tai salasana.',
    en: 'Wrong username or password.',
  },
  error_invalid_username: {
    sv: 'Användarnamnet är inte giltigt.',
    no: 'Brukernavnet er ikke gyldig.',
    fi: 'Käyttäjätunnus ei kelpaa.',
    en: 'This username is not valid.',
  },
  error_existing_user: {
    sv: 'Användarnamnet är redan upptaget.',
    no: 'Brukernavnet er allerede i bruk.',
    fi: 'Käyttäjätunnus on jo käytössä.',
    en: 'This username is already taken.',
  },
  error_firstname_too_long: {
    sv: 'Förnamnet är för långt.',
    no: 'Fornavnet er for langt.',
    fi: 'Etunimi on liian pitkä.',
    en: 'The first name is too long.',
  },
  error_lastname_too_long: {
    sv: 'Efternamnet är för långt.',
    no: 'Etternavnet er for langt.',
    fi: 'Sukunimi on liian pitkä.',
    en: 'The last name is too long.',
  },
  error_invalid_email: {
    sv: 'E-postadressen är inte giltig.',
    no: 'E-postadressen er ikke gyldig.',
    fi: 'Sähköpostiosoite ei kelpaa.',
    en: 'This e-mail address is not valid.',
  },
  error_existing_email: {
    sv: 'Det finns redan ett konto med den här e-postadressen.',
    no: 'Det finnes allerede en konto med denne e-postadressen.',
    fi: 'Tällä sähköpostiosoitteella on jo tili.',
    en: 'An account with this e-mail address already exists.',
  },
  error_invalid_password: {
    sv: 'Lösenordet uppfyller inte kraven.',
    no: 'Passordet oppfyller ikke kravene.',
    fi: 'Salasana ei täytä vaatimuksia.',
    en: 'The password does not meet the requirements.',
  },
  error_invalid_reset_token: {
    sv: 'Länken för att återställa lösenordet är ogiltig eller har gått ut.',
    no: 'Lenken for å tilbakestille passordet er ugyldig eller utløpt.',
    fi: 'Salasanan palautuslinkki on virheellinen tai vanhentunut.',
    en: 'The password reset link is invalid or has expired.',
  },
  error_wrong_password: {
    sv: 'Det nuvarande lösenordet stämmer inte.',
    no: 'Det nåværende passordet er feil.',
    fi: 'Nykyinen salasana on väärä.',
    en: 'The current password is not correct.',
  },
  error_wrong_card_or_pin: {
    sv: 'Fel lånekortsnummer eller PIN-kod.',
    no: 'Feil lånekortnummer eller PIN-kode.',
    fi: 'Väärä kirjastokortin numero tai PIN-koodi.',
    en: 'Wrong card number or PIN.',
  },
  error_card_blocked: {
    sv: 'Lånekortet är spärrat. Kontakta ditt bibliotek.',
    no: 'Lånekortet er sperret. Kontakt biblioteket ditt.',
    fi: 'Kirjastokortti on estetty. Ota yhteyttä kirjastoosi.',
    en: 'This library card is blocked. Please contact your library.',
  },
  error_card_locked: {
    sv: 'För många felaktiga försök. Kortet är tillfälligt låst – försök igen senare.',
    no: 'For mange feil forsøk. Kortet er midlertidig låst – prøv igjen senere.',
    fi: 'Liian monta virheellistä yritystä. Kortti on tilapäisesti lukittu – yritä myöhemmin uudelleen.',
    en: 'Too many failed attempts. The card is temporarily locked – please try again later.',
  },
  error_patron_limit_reached: {
    sv: 'Du har använt alla dina lån för den här perioden.',
    no: 'Du har brukt alle lånene dine for denne perioden.',
    fi: 'Olet käyttänyt kaikki tämän jakson lainasi.',
    en: 'You have used all your loans for this period.',
  },
  error_library_budget_reached: {
    sv: 'Bibliotekets lånebudget för månaden är slut. Nya lån öppnar nästa månad.',
    no: 'Bibliotekets lånebudsjett for måneden er brukt opp. Nye lån åpner neste måned.',
    fi: 'Kirjaston tämän kuun lainabudjetti on käytetty. Uusia lainoja voi tehdä taas ensi kuussa.',
    en: "The library's loan budget for this month has been used up. New loans open next month.",
  },
  error_title_not_available: {
    sv: 'Titeln finns inte att låna på ditt bibliotek.',
    no: 'Tittelen kan ikke lånes på biblioteket ditt.',
    fi: 'Nimike ei ole lainattavissa kirjastossasi.',
    en: 'This title is not available at your library.',
  },
  error_invalid_access_token: {
    sv: 'Inloggningslänken från biblioteket är ogiltig eller har gått ut.',
    no: 'Innloggingslenken fra biblioteket er ugyldig eller utløpt.',
    fi: 'Kirjaston kirjautumislinkki on virheellinen tai vanhentunut.',
    en: 'The sign-in link from your library is invalid or has expired.',
  },
  error_internal_error: {
    sv: 'Något gick fel hos oss. Försök igen om en stund.',
    no: 'Noe gikk galt hos oss. Prøv igjen om litt.',
    fi: 'Jotain meni vikaan meidän päässämme. Yritä hetken kuluttua uudelleen.',
    en: 'Something went wrong on our side. Please try again shortly.',
  },
  error_service_unavailable: {
    sv: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
    no: 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.',
    fi: 'Palvelu ei ole tilapäisesti käytettävissä. Yritä hetken kuluttua uudelleen.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
  },
};

const coreTranslations: TranslationTable = {
  // ------------------------------------------------------------ general
  app_name: { sv: 'Filmhyllan', no: 'Filmhyllan', fi: 'Filmhyllan', en: 'Filmhyllan' },
  page_title: {
    sv: 'Bibliotek | Filmhyllan',
    no: 'Bibliotek | Filmhyllan',
    fi: 'Kirjasto | Filmhyllan',
    en: 'Library | Filmhyllan',
  },
  staging_prefix: { sv: 'TEST', no: 'TEST', fi: 'TESTI', en: 'TEST' },
  loading: { sv: 'Laddar …', no: 'Laster …', fi: 'Ladataan …', en: 'Loading …' },
  close: { sv: 'Stäng', no: 'Lukk', fi: 'Sulje', en: 'Close' },
  cancel: { sv: 'Avbryt', no: 'Avbryt', fi: 'Peruuta', en: 'Cancel' },
  save: { sv: 'Spara', no: 'Lagre', fi: 'Tallenna', en: 'Save' },
  send: { sv: 'Skicka', no: 'Send', fi: 'Lähetä', en: 'Send' },
  ok: { sv: 'OK', no: 'OK', fi: 'OK', en: 'OK' },
  answer_yes: { sv: 'Ja', no: 'Ja', fi: 'Kyllä', en: 'Yes' },
  answer_no: { sv: 'Nej', no: 'Nei', fi: 'Ei', en: 'No' },
  back: { sv: 'Tillbaka', no: 'Tilbake', fi: 'Takaisin', en: 'Back' },
  previous: { sv: 'Föregående', no: 'Forrige', fi: 'Edellinen', en: 'Previous' },
  next: { sv: 'Nästa', no: 'Neste', fi: 'Seuraava', en: 'Next' },
  try_again: { sv: 'Försök igen', no: 'Prøv igjen', fi: 'Yritä uudelleen', en: 'Try again' },
  reload_page: {
    sv: 'Ladda om sidan',
    no: 'Last inn siden på nytt',
    fi: 'Lataa sivu uudelleen',
    en: 'Reload the page',
  },
  show_more: { sv: 'Visa fler', no: 'Vis flere', fi: 'Näytä lisää', en: 'Show more' },
  see_all: { sv: 'Visa alla', no: 'Vis alle', fi: 'Näytä kaikki', en: 'See all' },
  required_field: {
    sv: 'Obligatoriskt fält',
    no: 'Obligatorisk felt',
    fi: 'Pakollinen kenttä',
    en: 'Required field',
  },
  skip_to_content: {
    sv: 'Hoppa till innehållet',
    no: 'Hopp til innholdet',
    fi: 'Siirry sisältöön',
    en: 'Skip to content',
  },

  // ------------------------------------------------------------ customer header and navigation
  selected_titles: {
    sv: 'Utvalda titlar',
    no: 'Utvalgte titler',
    fi: 'Valitut nimikkeet',
    en: 'Selected titles',
  },
  all_titles: { sv: 'Alla titlar', no: 'Alle titler', fi: 'Kaikki nimikkeet', en: 'All titles' },
  upcoming_titles: {
    sv: 'Kommande titlar',
    no: 'Kommende titler',
    fi: 'Tulevat nimikkeet',
    en: 'Upcoming titles',
  },
  new_titles: { sv: 'Nya titlar', no: 'Nye titler', fi: 'Uudet nimikkeet', en: 'New titles' },
  themes: { sv: 'Teman', no: 'Temaer', fi: 'Teemat', en: 'Themes' },
  search: { sv: 'Sök', no: 'Søk', fi: 'Haku', en: 'Search' },
  log_in: { sv: 'Logga in', no: 'Logg inn', fi: 'Kirjaudu sisään', en: 'Log in' },
  log_out: { sv: 'Logga ut', no: 'Logg ut', fi: 'Kirjaudu ulos', en: 'Log out' },
  help: { sv: 'Hjälp', no: 'Hjelp', fi: 'Ohjeet', en: 'Help' },
  your_profile: { sv: 'Din profil', no: 'Din profil', fi: 'Oma profiili', en: 'Your profile' },
  settings: { sv: 'Inställningar', no: 'Innstillinger', fi: 'Asetukset', en: 'Settings' },
  menu: { sv: 'Meny', no: 'Meny', fi: 'Valikko', en: 'Menu' },
  more_options: {
    sv: 'Fler alternativ',
    no: 'Flere valg',
    fi: 'Lisää vaihtoehtoja',
    en: 'More options',
  },
  choose_language: { sv: 'Välj språk', no: 'Velg språk', fi: 'Valitse kieli', en: 'Choose language' },
  choose_library: {
    sv: 'Välj bibliotek',
    no: 'Velg bibliotek',
    fi: 'Valitse kirjasto',
    en: 'Choose library',
  },
  your_libraries: { sv: 'Dina bibliotek', no: 'Dine bibliotek', fi: 'Omat kirjastot', en: 'Your libraries' },
  all_libraries: { sv: 'Alla bibliotek', no: 'Alle bibliotek', fi: 'Kaikki kirjastot', en: 'All libraries' },
  no_libraries_found: {
    sv: 'Inget bibliotek matchar sökningen.',
    no: 'Ingen bibliotek passer til søket.',
    fi: 'Hakuasi vastaavaa kirjastoa ei löytynyt.',
    en: 'No library matches your search.',
  },
  library_search_placeholder: {
    sv: 'Sök bibliotek eller kommun',
    no: 'Søk etter bibliotek eller kommune',
    fi: 'Hae kirjastoa tai kuntaa',
    en: 'Search for a library or municipality',
  },

  // ------------------------------------------------------------ front page
  front_page_heading: {
    sv: 'Film och serier från ditt bibliotek',
    no: 'Film og serier fra biblioteket ditt',
    fi: 'Elokuvia ja sarjoja kirjastostasi',
    en: 'Films and series from your library',
  },
  front_page_intro: {
    sv: 'Välj ditt bibliotek för att se vad du kan titta på med ditt lånekort.',
    no: 'Velg biblioteket ditt for å se hva du kan se med lånekortet ditt.',
    fi: 'Valitse kirjastosi ja katso, mitä voit katsoa kirjastokortillasi.',
    en: 'Choose your library to see what you can watch with your library card.',
  },
  get_started: { sv: 'Kom igång', no: 'Kom i gang', fi: 'Näin pääset alkuun', en: 'Get started' },
  number_of_titles: {
    sv: '{count, plural, one {# titel att välja bland} other {# titlar att välja bland}}',
    no: '{count, plural, one {# tittel å velge mellom} other {# titler å velge mellom}}',
    fi: '{count, plural, one {# nimike valittavana} other {# nimikettä valittavana}}',
    en: '{count, plural, one {# title to choose from} other {# titles to choose from}}',
  },

  // ------------------------------------------------------------ footer
  contact: { sv: 'Kontakt', no: 'Kontakt', fi: 'Yhteystiedot', en: 'Contact' },
  press: { sv: 'Press', no: 'Presse', fi: 'Medialle', en: 'Press' },
  for_libraries: { sv: 'För bibliotek', no: 'For bibliotek', fi: 'Kirjastoille', en: 'For libraries' },
  privacy_policy: {
    sv: 'Integritetspolicy',
    no: 'Personvernerklæring',
    fi: 'Tietosuojaseloste',
    en: 'Privacy policy',
  },
  made_by: {
    sv: 'Filmhyllan görs tillsammans med folkbiblioteken i Sverige, Norge och Finland',
    no: 'Filmhyllan lages sammen med folkebibliotekene i Sverige, Norge og Finland',
    fi: 'Filmhyllan tehdään yhdessä Ruotsin, Norjan ja Suomen yleisten kirjastojen kanssa',
    en: 'Filmhyllan is made together with the public libraries of Sweden, Norway and Finland',
  },
  follow_us: { sv: 'Följ oss', no: 'Følg oss', fi: 'Seuraa meitä', en: 'Follow us' },
  newsletter: { sv: 'Nyhetsbrev', no: 'Nyhetsbrev', fi: 'Uutiskirje', en: 'Newsletter' },
  cookie_settings: {
    sv: 'Cookieinställningar',
    no: 'Innstillinger for informasjonskapsler',
    fi: 'Evästeasetukset',
    en: 'Cookie settings',
  },
  footer_tagline: {
    sv: 'Film och serier med ditt lånekort',
    no: 'Film og serier med lånekortet ditt',
    fi: 'Elokuvia ja sarjoja kirjastokortillasi',
    en: 'Films and series with your library card',
  },

  // ------------------------------------------------------------ cookie consent
  cookie_banner_title: {
    sv: 'Vi använder kakor',
    no: 'Vi bruker informasjonskapsler',
    fi: 'Käytämme evästeitä',
    en: 'We use cookies',
  },
  cookie_banner_text: {
    sv: 'Vi använder nödvändiga kakor för att tjänsten ska fungera och, om du tillåter det, analyskakor för att förbättra den.',
    no: 'Vi bruker nødvendige informasjonskapsler for at tjenesten skal fungere, og – hvis du tillater det – analysekapsler for å forbedre den.',
    fi: 'Käytämme välttämättömiä evästeitä palvelun toimintaan ja, jos sallit, analytiikkaevästeitä palvelun kehittämiseen.',
    en: 'We use necessary cookies to make the service work and, if you allow it, analytics cookies to improve it.',
  },
  accept_all: { sv: 'Godkänn alla', no: 'Godta alle', fi: 'Hyväksy kaikki', en: 'Accept all' },
  only_necessary: {
    sv: 'Endast nödvändiga',
    no: 'Bare nødvendige',
    fi: 'Vain välttämättömät',
    en: 'Only necessary',
  },
  customise: { sv: 'Anpassa', no: 'Tilpass', fi: 'Mukauta', en: 'Customise' },
  save_choices: { sv: 'Spara val', no: 'Lagre valg', fi: 'Tallenna valinnat', en: 'Save choices' },
  necessary_cookies: {
    sv: 'Nödvändiga kakor',
    no: 'Nødvendige informasjonskapsler',
    fi: 'Välttämättömät evästeet',
    en: 'Necessary cookies',
  },
  necessary_cookies_description: {
    sv: 'Behövs för inloggning, säkerhet och för att komma ihåg dina val. De kan inte stängas av.',
    no: 'Trengs for innlogging, sikkerhet og for å huske valgene dine. De kan ikke slås av.',
    fi: 'Tarvitaan kirjautumiseen, tietoturvaan ja valintojesi muistamiseen. Niitä ei voi poistaa käytöstä.',
    en: 'Needed for logging in, security and remembering your choices. They cannot be switched off.',
  },
  analytics_cookies: {
    sv: 'Analyskakor',
    no: 'Analysekapsler',
    fi: 'Analytiikkaevästeet',
    en: 'Analytics cookies',
  },
  analytics_cookies_description: {
    sv: 'Hjälper oss att förstå hur tjänsten används. Avstängda tills du slår på dem.',
    no: 'Hjelper oss å forstå hvordan tjenesten brukes. Slått av til du slår dem på.',
    fi: 'Auttavat meitä ymmärtämään, miten palvelua käytetään. Pois päältä, kunnes otat ne käyttöön.',
    en: 'Help us understand how the service is used. Off until you switch them on.',
  },
  always_on: { sv: 'Alltid på', no: 'Alltid på', fi: 'Aina käytössä', en: 'Always on' },

  // ------------------------------------------------------------ errors and popups
  ...errorMessages,
  error_title: { sv: 'Fel', no: 'Feil', fi: 'Virhe', en: 'Error' },
  error_generic_body: {
    sv: 'Något gick fel. Försök igen om en liten stund.',
    no: 'Noe gikk galt. Prøv igjen om litt.',
    fi: 'Jokin meni vikaan. Yritä hetken kuluttua uudelleen.',
    en: 'Something went wrong. Please try again in a moment.',
  },
  error_password_recovery_failed: {
    sv: 'Det gick inte att skicka länken just nu. Försök igen senare.',
    no: 'Vi kunne ikke sende lenken akkurat nå. Prøv igjen senere.',
    fi: 'Linkin lähettäminen ei onnistunut juuri nyt. Yritä myöhemmin uudelleen.',
    en: 'We could not send the link right now. Please try again later.',
  },
  error_network: {
    sv: 'Ingen kontakt med servern. Kontrollera din internetanslutning.',
    no: 'Ingen kontakt med serveren. Sjekk internettforbindelsen din.',
    fi: 'Palvelimeen ei saada yhteyttä. Tarkista verkkoyhteytesi.',
    en: 'Cannot reach the server. Please check your internet connection.',
  },
  error_popup_title: {
    sv: 'Något gick fel',
    no: 'Noe gikk galt',
    fi: 'Jokin meni vikaan',
    en: 'Something went wrong',
  },
  error_popup_status: {
    sv: 'Felkod: {status}',
    no: 'Feilkode: {status}',
    fi: 'Virhekoodi: {status}',
    en: 'Error code: {status}',
  },
  error_popup_body: {
    sv: 'Tjänsten svarade inte som väntat. Försök igen om en stund.',
    no: 'Tjenesten svarte ikke som forventet. Prøv igjen om litt.',
    fi: 'Palvelu ei vastannut odotetusti. Yritä hetken kuluttua uudelleen.',
    en: 'The service did not respond as expected. Please try again in a moment.',
  },
  service_outage_title: { sv: 'Fel', no: 'Feil', fi: 'Väärä', en: 'Error' },
  service_outage_body: {
    sv: 'Tjänsten har för närvarande ett driftavbrott. Försök igen om en liten stund.',
    no: 'Tjenesten har for øyeblikket driftsavbrudd. Prøv igjen om en liten stund.',
    fi: 'Palvelussa on tällä hetkellä käyttökatko. Yritä hetken kuluttua uudelleen.',
    en: 'The service is currently experiencing an outage. Please try again shortly.',
  },
  not_found_title: {
    sv: 'Sidan hittades inte',
    no: 'Fant ikke siden',
    fi: 'Sivua ei löytynyt',
    en: 'Page not found',
  },
  not_found_body: {
    sv: 'Sidan du letar efter finns inte eller har flyttats.',
    no: 'Siden du leter etter, finnes ikke eller er flyttet.',
    fi: 'Etsimääsi sivua ei ole olemassa, tai se on siirretty.',
    en: 'The page you are looking for does not exist or has moved.',
  },
  back_to_front_page: {
    sv: 'Till startsidan',
    no: 'Til forsiden',
    fi: 'Etusivulle',
    en: 'Go to the front page',
  },
  browser_not_supported_title: {
    sv: 'Webbläsaren stöds inte',
    no: 'Nettleseren støttes ikke',
    fi: 'Selainta ei tueta',
    en: 'Browser not supported',
  },
  browser_not_supported: {
    sv: 'Din webbläsare stöds inte. Använd en aktuell version av Safari eller Google Chrome.',
    no: 'Nettleseren din støttes ikke. Bruk en oppdatert versjon av Safari eller Google Chrome.',
    fi: 'Selaintasi ei tueta. Käytä Safarin tai Google Chromen ajantasaista versiota.',
    en: 'Your browser is not supported. Please use an up-to-date version of Safari or Google Chrome.',
  },
  playback_not_supported: {
    sv: 'Den här webbläsaren kan inte spela upp videon. Prova Safari eller Google Chrome.',
    no: 'Denne nettleseren kan ikke spille av videoen. Prøv Safari eller Google Chrome.',
    fi: 'Tämä selain ei pysty toistamaan videota. Kokeile Safaria tai Google Chromea.',
    en: 'This browser cannot play the video. Try Safari or Google Chrome.',
  },
  transition_title: {
    sv: 'Ett ögonblick …',
    no: 'Et øyeblikk …',
    fi: 'Hetkinen …',
    en: 'Just a moment …',
  },

  // ------------------------------------------------------------ interface languages
  interface_language: { sv: 'Språk', no: 'Språk', fi: 'Kieli', en: 'Language' },
  language_sv: { sv: 'Svenska', no: 'Svensk', fi: 'Ruotsi', en: 'Swedish' },
  language_no: { sv: 'Norska', no: 'Norsk', fi: 'Norja', en: 'Norwegian' },
  language_fi: { sv: 'Finska', no: 'Finsk', fi: 'Suomi', en: 'Finnish' },
  language_en: { sv: 'Engelska', no: 'Engelsk', fi: 'Englanti', en: 'English' },
  // Each language's own name (what the language selector lists); the same in every interface language.
  language_name_sv: { sv: 'Svenska', no: 'Svenska', fi: 'Svenska', en: 'Svenska' },
  language_name_no: { sv: 'Norsk', no: 'Norsk', fi: 'Norsk', en: 'Norsk' },
  language_name_fi: { sv: 'Suomi', no: 'Suomi', fi: 'Suomi', en: 'Suomi' },
  language_name_en: { sv: 'English', no: 'English', fi: 'English', en: 'English' },
  country_se: { sv: 'Sverige', no: 'Sverige', fi: 'Ruotsi', en: 'Sweden' },
  country_no: { sv: 'Norge', no: 'Norge', fi: 'Norja', en: 'Norway' },
  country_fi: { sv: 'Finland', no: 'Finland', fi: 'Suomi', en: 'Finland' },

  // ------------------------------------------------------------ title lists, filters and sorting
  films: { sv: 'Filmer', no: 'Filmer', fi: 'Elokuvat', en: 'Films' },
  series: { sv: 'Serier', no: 'Serier', fi: 'Sarjat', en: 'Series' },
  title_count: {
    sv: '{count, plural, one {# titel} other {# titlar}}',
    no: '{count, plural, one {# tittel} other {# titler}}',
    fi: '{count, plural, one {# nimike} other {# nimikettä}}',
    en: '{count, plural, one {# title} other {# titles}}',
  },
  no_titles: {
    sv: 'Det finns inga titlar här ännu.',
    no: 'Det er ingen titler her ennå.',
    fi: 'Täällä ei ole vielä nimikkeitä.',
    en: 'There are no titles here yet.',
  },
  new_badge: { sv: 'Ny', no: 'Ny', fi: 'Uusi', en: 'New' },
  filter: { sv: 'Filtrera', no: 'Filtrer', fi: 'Suodata', en: 'Filter' },
  filters: { sv: 'Filter', no: 'Filtre', fi: 'Suodattimet', en: 'Filters' },
  clear_filters: {
    sv: 'Rensa filter',
    no: 'Nullstill filtre',
    fi: 'Tyhjennä suodattimet',
    en: 'Clear filters',
  },
  filter_genres: { sv: 'Genre', no: 'Sjanger', fi: 'Lajityyppi', en: 'Genre' },
  filter_languages: { sv: 'Språk', no: 'Språk', fi: 'Kieli', en: 'Language' },
  filter_years: { sv: 'Produktionsår', no: 'Produksjonsår', fi: 'Valmistumisvuosi', en: 'Year' },
  filter_age_rating: { sv: 'Åldersgräns', no: 'Aldersgrense', fi: 'Ikäraja', en: 'Age rating' },
  filter_ratings: { sv: 'Betyg', no: 'Vurdering', fi: 'Arvio', en: 'Rating' },
  filter_production_country: {
    sv: 'Produktionsland',
    no: 'Produksjonsland',
    fi: 'Tuotantomaa',
    en: 'Country of production',
  },
  all_genres: { sv: 'Alla genrer', no: 'Alle sjangre', fi: 'Kaikki lajityypit', en: 'All genres' },
  all_languages: { sv: 'Alla språk', no: 'Alle språk', fi: 'Kaikki kielet', en: 'All languages' },
  rating_at_least: {
    sv: 'Minst {rating}',
    no: 'Minst {rating}',
    fi: 'Vähintään {rating}',
    en: '{rating} or more',
  },
  decade: { sv: '{decade}-talet', no: '{decade}-tallet', fi: '{decade}-luku', en: 'The {decade}s' },
  show_results: {
    sv: '{count, plural, one {Visa # titel} other {Visa # titlar}}',
    no: '{count, plural, one {Vis # tittel} other {Vis # titler}}',
    fi: '{count, plural, one {Näytä # nimike} other {Näytä # nimikettä}}',
    en: '{count, plural, one {Show # title} other {Show # titles}}',
  },
  sort_by: { sv: 'Sortera efter', no: 'Sorter etter', fi: 'Järjestä', en: 'Sort by' },
  sort_newest: { sv: 'Nyast först', no: 'Nyeste først', fi: 'Uusimmat ensin', en: 'Newest first' },
  sort_name_asc: { sv: 'Titel A–Ö', no: 'Tittel A–Å', fi: 'Nimi A–Ö', en: 'Title A–Z' },
  sort_name_desc: { sv: 'Titel Ö–A', no: 'Tittel Å–A', fi: 'Nimi Ö–A', en: 'Title Z–A' },
  sort_year_desc: {
    sv: 'Produktionsår, nyast först',
    no: 'Produksjonsår, nyeste først',
    fi: 'Valmistumisvuosi, uusin ensin',
    en: 'Year, newest first',
  },
  sort_year_asc: {
    sv: 'Produktionsår, äldst först',
    no: 'Produksjonsår, eldste først',
    fi: 'Valmistumisvuosi, vanhin ensin',
    en: 'Year, oldest first',
  },
  sort_rating: { sv: 'Högst betyg', no: 'Best vurdert', fi: 'Parhaat arviot', en: 'Highest rated' },
  sort_popular: { sv: 'Mest populära', no: 'Mest populære', fi: 'Suosituimmat', en: 'Most popular' },
  sort_relevance: { sv: 'Bästa träff', no: 'Mest relevante', fi: 'Osuvimmat', en: 'Best match' },

  // ------------------------------------------------------------ search
  search_label: {
    sv: 'Sök bland titlarna',
    no: 'Søk blant titlene',
    fi: 'Hae nimikkeistä',
    en: 'Search the titles',
  },
  search_placeholder: {
    sv: 'Sök titel, regissör eller skådespelare',
    no: 'Søk etter tittel, regissør eller skuespiller',
    fi: 'Hae nimikettä, ohjaajaa tai näyttelijää',
    en: 'Search for a title, director or actor',
  },
  search_results_for: {
    sv: 'Sökresultat för ”{query}”',
    no: 'Søkeresultater for «{query}»',
    fi: 'Hakutulokset: ”{query}”',
    en: 'Search results for “{query}”',
  },
  search_no_results_title: { sv: 'Inga träffar', no: 'Ingen treff', fi: 'Ei tuloksia', en: 'No results' },
  search_no_results_body: {
    sv: 'Vi hittade inget som matchar ”{query}”. Kontrollera stavningen eller prova ett annat ord.',
    no: 'Vi fant ingenting som passer til «{query}». Sjekk stavemåten eller prøv et annet ord.',
    fi: 'Haulla ”{query}” ei löytynyt mitään. Tarkista kirjoitusasu tai kokeile toista hakusanaa.',
    en: 'We found nothing matching “{query}”. Check the spelling or try another word.',
  },
  search_start_typing: {
    sv: 'Skriv minst två tecken för att söka.',
    no: 'Skriv minst to tegn for å søke.',
    fi: 'Kirjoita vähintään kaksi merkkiä.',
    en: 'Type at least two characters to search.',
  },
  clear_search: { sv: 'Rensa sökningen', no: 'Tøm søket', fi: 'Tyhjennä haku', en: 'Clear search' },

  // ------------------------------------------------------------ upcoming titles
  upcoming_intro: {
    sv: 'Det här kommer snart till Filmhyllan.',
    no: 'Dette kommer snart til Filmhyllan.',
    fi: 'Nämä ovat pian tulossa Filmhyllaniin.',
    en: 'Coming soon to Filmhyllan.',
  },
  coming_on: { sv: 'Kommer {date}', no: 'Kommer {date}', fi: 'Tulossa {date}', en: 'Coming {date}' },
  upcoming_empty: {
    sv: 'Just nu finns inga aviserade titlar.',
    no: 'Akkurat nå er det ingen varslede titler.',
    fi: 'Tulossa olevia nimikkeitä ei ole juuri nyt.',
    en: 'No titles have been announced right now.',
  },

  // ------------------------------------------------------------ title page
  year: { sv: 'År', no: 'År', fi: 'Vuosi', en: 'Year' },
  duration: { sv: 'Längd', no: 'Lengde', fi: 'Kesto', en: 'Duration' },
  duration_minutes: { sv: '{minutes} min', no: '{minutes} min', fi: '{minutes} min', en: '{minutes} min' },
  duration_hours_minutes: {
    sv: '{hours} h {minutes} min',
    no: '{hours} t {minutes} min',
    fi: '{hours} t {minutes} min',
    en: '{hours} h {minutes} min',
  },
  genres: { sv: 'Genrer', no: 'Sjangre', fi: 'Lajityypit', en: 'Genres' },
  languages: { sv: 'Språk', no: 'Språk', fi: 'Kielet', en: 'Languages' },
  subtitles: { sv: 'Undertexter', no: 'Undertekster', fi: 'Tekstitys', en: 'Subtitles' },
  no_subtitles: {
    sv: 'Inga undertexter',
    no: 'Ingen undertekster',
    fi: 'Ei tekstitystä',
    en: 'No subtitles',
  },
  age_rating: { sv: 'Åldersgräns', no: 'Aldersgrense', fi: 'Ikäraja', en: 'Age rating' },
  age_rating_all: {
    sv: 'Barntillåten',
    no: 'Tillatt for alle',
    fi: 'Sallittu kaikenikäisille',
    en: 'Suitable for all ages',
  },
  age_rating_years: {
    sv: 'Från {age} år',
    no: 'Fra {age} år',
    fi: 'Ikäraja {age} v',
    en: 'Ages {age} and up',
  },
  production_countries: {
    sv: 'Produktionsland',
    no: 'Produksjonsland',
    fi: 'Tuotantomaa',
    en: 'Country of production',
  },
  original_title: {
    sv: 'Originaltitel',
    no: 'Originaltittel',
    fi: 'Alkuperäinen nimi',
    en: 'Original title',
  },
  rating: { sv: 'Betyg', no: 'Vurdering', fi: 'Arvio', en: 'Rating' },
  directors: { sv: 'Regi', no: 'Regi', fi: 'Ohjaus', en: 'Directed by' },
  actors: { sv: 'Medverkande', no: 'Medvirkende', fi: 'Näyttelijät', en: 'Cast' },
  suggestions: {
    sv: 'Du kanske också gillar',
    no: 'Du vil kanskje også like',
    fi: 'Saatat pitää myös näistä',
    en: 'You might also like',
  },
  episodes: { sv: 'Avsnitt', no: 'Episoder', fi: 'Jaksot', en: 'Episodes' },
  season: { sv: 'Säsong {number}', no: 'Sesong {number}', fi: 'Kausi {number}', en: 'Season {number}' },
  episode_number: {
    sv: 'Avsnitt {number}',
    no: 'Episode {number}',
    fi: 'Jakso {number}',
    en: 'Episode {number}',
  },
  all_episodes: { sv: 'Alla avsnitt', no: 'Alle episoder', fi: 'Kaikki jaksot', en: 'All episodes' },
  add_to_favourites: {
    sv: 'Lägg till i favoriter',
    no: 'Legg til i favoritter',
    fi: 'Lisää suosikkeihin',
    en: 'Add to favourites',
  },
  remove_from_favourites: {
    sv: 'Ta bort från favoriter',
    no: 'Fjern fra favoritter',
    fi: 'Poista suosikeista',
    en: 'Remove from favourites',
  },
  only_english_title: {
    sv: 'Titeln finns bara med engelskt namn.',
    no: 'Tittelen har bare engelsk navn.',
    fi: 'Nimikkeellä on vain englanninkielinen nimi.',
    en: 'This title only has an English name.',
  },

  // ------------------------------------------------------------ borrowing and watching
  borrow: { sv: 'Låna', no: 'Lån', fi: 'Lainaa', en: 'Borrow' },
  watch: { sv: 'Titta', no: 'Se', fi: 'Katso', en: 'Watch' },
  continue_watching: {
    sv: 'Fortsätt titta',
    no: 'Fortsett å se',
    fi: 'Jatka katsomista',
    en: 'Continue watching',
  },
  card_number: {
    sv: 'Lånekortsnummer',
    no: 'Lånekortnummer',
    fi: 'Kirjastokortin numero',
    en: 'Library card number',
  },
  pin_code: { sv: 'PIN-kod', no: 'PIN-kode', fi: 'PIN-koodi', en: 'PIN' },
  remember_card: {
    sv: 'Kom ihåg mitt lånekort',
    no: 'Husk lånekortet mitt',
    fi: 'Muista kirjastokorttini',
    en: 'Remember my library card',
  },
  loans_left: {
    sv: '{count, plural, one {# lån kvar} other {# lån kvar}}',
    no: '{count, plural, one {# lån igjen} other {# lån igjen}}',
    fi: '{count, plural, one {# laina jäljellä} other {# lainaa jäljellä}}',
    en: '{count, plural, one {# loan left} other {# loans left}}',
  },
  loans_left_this_month: {
    sv: '{count, plural, one {Du har # lån kvar den här månaden} other {Du har # lån kvar den här månaden}}',
    no: '{count, plural, one {Du har # lån igjen denne måneden} other {Du har # lån igjen denne måneden}}',
    fi: '{count, plural, one {Sinulla on # laina jäljellä tässä kuussa} other {Sinulla on # lainaa jäljellä tässä kuussa}}',
    en: '{count, plural, one {You have # loan left this month} other {You have # loans left this month}}',
  },
  loans_left_this_week: {
    sv: '{count, plural, one {Du har # lån kvar den här veckan} other {Du har # lån kvar den här veckan}}',
    no: '{count, plural, one {Du har # lån igjen denne uken} other {Du har # lån igjen denne uken}}',
    fi: '{count, plural, one {Sinulla on # laina jäljellä tällä viikolla} other {Sinulla on # lainaa jäljellä tällä viikolla}}',
    en: '{count, plural, one {You have # loan left this week} other {You have # loans left this week}}',
  },
  check_loans_left: {
    sv: 'Se hur många lån du har kvar',
    no: 'Se hvor mange lån du har igjen',
    fi: 'Katso, montako lainaa sinulla on jäljellä',
    en: 'See how many loans you have left',
  },
  loan_period_info: {
    sv: 'Lånet gäller i {hours} timmar från att du lånar titeln.',
    no: 'Lånet varer i {hours} timer fra du låner tittelen.',
    fi: 'Laina on voimassa {hours} tuntia lainaamisesta.',
    en: 'The loan lasts {hours} hours from when you borrow the title.',
  },
  loan_active_until: {
    sv: 'Ditt lån gäller till {date}',
    no: 'Lånet ditt varer til {date}',
    fi: 'Lainasi on voimassa {date} asti',
    en: 'Your loan is valid until {date}',
  },
  loan_confirm: { sv: 'Bekräfta lån', no: 'Bekreft lån', fi: 'Vahvista laina', en: 'Confirm loan' },
  loan_success: {
    sv: 'Klart! Titeln är lånad – trevlig titt!',
    no: 'Ferdig! Tittelen er lånt – god fornøyelse!',
    fi: 'Valmista! Nimike on lainattu – hyviä katseluhetkiä!',
    en: 'Done! The title is borrowed – enjoy watching!',
  },
  loan_refused_title: {
    sv: 'Det gick inte att låna',
    no: 'Lånet kunne ikke gjennomføres',
    fi: 'Lainaaminen ei onnistunut',
    en: 'The loan could not be made',
  },
  loan_refused_patron_limit: {
    sv: 'Du har inga lån kvar den här perioden. Du kan låna igen från {date}.',
    no: 'Du har ingen lån igjen denne perioden. Du kan låne igjen fra {date}.',
    fi: 'Sinulla ei ole lainoja jäljellä tällä jaksolla. Voit lainata taas {date} alkaen.',
    en: 'You have no loans left this period. You can borrow again from {date}.',
  },
  loan_refused_library_budget: {
    sv: 'Ditt bibliotek har lånat ut allt för den här månaden. Nya lån öppnar {date}.',
    no: 'Biblioteket ditt har lånt ut alt for denne måneden. Nye lån åpner {date}.',
    fi: 'Kirjastosi tämän kuun lainat on käytetty. Uusia lainoja voi tehdä {date} alkaen.',
    en: 'Your library has used up its loans for this month. New loans open on {date}.',
  },
  loan_refused_card_blocked: {
    sv: 'Lånekortet är spärrat. Kontakta ditt bibliotek för hjälp.',
    no: 'Lånekortet er sperret. Kontakt biblioteket ditt for hjelp.',
    fi: 'Kirjastokortti on estetty. Pyydä apua kirjastostasi.',
    en: 'This library card is blocked. Please ask your library for help.',
  },
  loan_refused_not_available: {
    sv: 'Titeln går inte att låna på det här biblioteket just nu.',
    no: 'Tittelen kan ikke lånes på dette biblioteket akkurat nå.',
    fi: 'Nimikettä ei voi juuri nyt lainata tästä kirjastosta.',
    en: 'This title cannot be borrowed from this library right now.',
  },
  library_budget_reached_notice: {
    sv: 'Bibliotekets lån för den här månaden är slut. Nya lån öppnar {date}.',
    no: 'Bibliotekets lån for denne måneden er brukt opp. Nye lån åpner {date}.',
    fi: 'Kirjaston tämän kuun lainat on käytetty. Uusia lainoja voi tehdä {date} alkaen.',
    en: "The library's loans for this month are used up. New loans open on {date}.",
  },
  customer_budget_reached_notice: {
    sv: 'Du har använt dina lån. Du kan låna igen från {date}.',
    no: 'Du har brukt opp lånene dine. Du kan låne igjen fra {date}.',
    fi: 'Olet käyttänyt lainasi. Voit lainata taas {date} alkaen.',
    en: 'You have used your loans. You can borrow again from {date}.',
  },
  dismiss_notice: {
    sv: 'Dölj meddelandet',
    no: 'Skjul meldingen',
    fi: 'Piilota ilmoitus',
    en: 'Hide notice',
  },

  // ------------------------------------------------------------ player
  player_play: { sv: 'Spela upp', no: 'Spill av', fi: 'Toista', en: 'Play' },
  player_pause: { sv: 'Pausa', no: 'Pause', fi: 'Tauko', en: 'Pause' },
  player_fullscreen: { sv: 'Helskärm', no: 'Fullskjerm', fi: 'Koko näyttö', en: 'Full screen' },
  player_exit_fullscreen: {
    sv: 'Avsluta helskärm',
    no: 'Avslutt fullskjerm',
    fi: 'Poistu koko näytöstä',
    en: 'Exit full screen',
  },
  player_mute: { sv: 'Stäng av ljudet', no: 'Slå av lyden', fi: 'Mykistä', en: 'Mute' },
  player_unmute: { sv: 'Slå på ljudet', no: 'Slå på lyden', fi: 'Poista mykistys', en: 'Unmute' },
  player_subtitles_off: {
    sv: 'Undertexter av',
    no: 'Undertekster av',
    fi: 'Tekstitys pois',
    en: 'Subtitles off',
  },
  player_resume: {
    sv: 'Fortsätt där du slutade',
    no: 'Fortsett der du slapp',
    fi: 'Jatka siitä, mihin jäit',
    en: 'Resume where you left off',
  },
  player_start_over: { sv: 'Börja om', no: 'Start på nytt', fi: 'Aloita alusta', en: 'Start over' },
  player_error: {
    sv: 'Videon kunde inte spelas upp. Försök igen.',
    no: 'Videoen kunne ikke spilles av. Prøv igjen.',
    fi: 'Videota ei voitu toistaa. Yritä uudelleen.',
    en: 'The video could not be played. Please try again.',
  },
  player_reconnecting: {
    sv: 'Anslutningen bröts. Försöker igen …',
    no: 'Forbindelsen ble brutt. Prøver igjen …',
    fi: 'Yhteys katkesi. Yritetään uudelleen …',
    en: 'The connection was lost. Trying again …',
  },
  cast_to_device: {
    sv: 'Spela upp på tv',
    no: 'Spill av på TV',
    fi: 'Toista televisiossa',
    en: 'Play on TV',
  },

  // ------------------------------------------------------------ login, registration, password
  username: { sv: 'Användarnamn', no: 'Brukernavn', fi: 'Käyttäjätunnus', en: 'Username' },
  password: { sv: 'Lösenord', no: 'Passord', fi: 'Salasana', en: 'Password' },
  email: { sv: 'E-post', no: 'E-post', fi: 'Sähköposti', en: 'E-mail' },
  first_name: { sv: 'Förnamn', no: 'Fornavn', fi: 'Etunimi', en: 'First name' },
  last_name: { sv: 'Efternamn', no: 'Etternavn', fi: 'Sukunimi', en: 'Last name' },
  show_password: { sv: 'Visa lösenord', no: 'Vis passord', fi: 'Näytä salasana', en: 'Show password' },
  register: { sv: 'Skapa konto', no: 'Opprett konto', fi: 'Luo tili', en: 'Create account' },
  register_title: {
    sv: 'Skapa ett konto',
    no: 'Opprett en konto',
    fi: 'Luo tili',
    en: 'Create an account',
  },
  register_success: {
    sv: 'Välkommen! Ditt konto är skapat.',
    no: 'Velkommen! Kontoen din er opprettet.',
    fi: 'Tervetuloa! Tilisi on luotu.',
    en: 'Welcome! Your account has been created.',
  },
  no_account_yet: {
    sv: 'Har du inget konto?',
    no: 'Har du ikke konto?',
    fi: 'Eikö sinulla ole tiliä?',
    en: 'No account yet?',
  },
  already_have_account: {
    sv: 'Har du redan ett konto?',
    no: 'Har du allerede en konto?',
    fi: 'Onko sinulla jo tili?',
    en: 'Already have an account?',
  },
  username_hint: {
    sv: 'Namnet du loggar in med. Det syns inte för andra.',
    no: 'Navnet du logger inn med. Det vises ikke for andre.',
    fi: 'Tunnus, jolla kirjaudut sisään. Se ei näy muille.',
    en: 'The name you log in with. Others will not see it.',
  },
  password_hint: {
    sv: 'Välj ett långt lösenord som du inte använder någon annanstans.',
    no: 'Velg et langt passord som du ikke bruker andre steder.',
    fi: 'Valitse pitkä salasana, jota et käytä muualla.',
    en: 'Choose a long password that you do not use anywhere else.',
  },
  accept_privacy_policy: {
    sv: 'Jag har läst och godkänner integritetspolicyn',
    no: 'Jeg har lest og godtar personvernerklæringen',
    fi: 'Olen lukenut tietosuojaselosteen ja hyväksyn sen',
    en: 'I have read and accept the privacy policy',
  },
  newsletter_opt_in: {
    sv: 'Ja, jag vill få nyhetsbrevet',
    no: 'Ja, jeg vil motta nyhetsbrevet',
    fi: 'Kyllä, haluan tilata uutiskirjeen',
    en: 'Yes, send me the newsletter',
  },
  forgot_password: {
    sv: 'Glömt lösenordet?',
    no: 'Glemt passordet?',
    fi: 'Unohditko salasanan?',
    en: 'Forgot your password?',
  },
  recover_password_title: {
    sv: 'Återställ lösenordet',
    no: 'Tilbakestill passordet',
    fi: 'Palauta salasana',
    en: 'Reset your password',
  },
  recover_password_body: {
    sv: 'Ange din e-postadress så skickar vi en länk där du kan välja ett nytt lösenord.',
    no: 'Skriv inn e-postadressen din, så sender vi deg en lenke der du kan velge et nytt passord.',
    fi: 'Anna sähköpostiosoitteesi, niin lähetämme linkin, jonka kautta voit valita uuden salasanan.',
    en: 'Enter your e-mail address and we will send you a link to choose a new password.',
  },
  recover_password_sent: {
    sv: 'Om adressen finns hos oss har vi skickat en länk. Titta i din inkorg.',
    no: 'Hvis adressen finnes hos oss, har vi sendt en lenke. Sjekk innboksen din.',
    fi: 'Jos osoite on rekisteröity, olemme lähettäneet linkin. Tarkista sähköpostisi.',
    en: 'If the address is registered with us, we have sent a link. Please check your inbox.',
  },
  send_link: { sv: 'Skicka länk', no: 'Send lenke', fi: 'Lähetä linkki', en: 'Send link' },
  change_password: { sv: 'Byt lösenord', no: 'Endre passord', fi: 'Vaihda salasana', en: 'Change password' },
  current_password: {
    sv: 'Nuvarande lösenord',
    no: 'Nåværende passord',
    fi: 'Nykyinen salasana',
    en: 'Current password',
  },
  new_password: { sv: 'Nytt lösenord', no: 'Nytt passord', fi: 'Uusi salasana', en: 'New password' },
  password_changed: {
    sv: 'Ditt lösenord är bytt.',
    no: 'Passordet ditt er endret.',
    fi: 'Salasanasi on vaihdettu.',
    en: 'Your password has been changed.',
  },

  // ------------------------------------------------------------ profile, settings, library cards
  birthdate: { sv: 'Födelsedatum', no: 'Fødselsdato', fi: 'Syntymäaika', en: 'Date of birth' },
  country: { sv: 'Land', no: 'Land', fi: 'Maa', en: 'Country' },
  children_mode: { sv: 'Barnläge', no: 'Barnemodus', fi: 'Lapsitila', en: "Children's mode" },
  children_mode_description: {
    sv: 'Visar bara titlar för barn.',
    no: 'Viser bare titler for barn.',
    fi: 'Näyttää vain lapsille sopivat nimikkeet.',
    en: 'Shows only titles for children.',
  },
  edit_profile: { sv: 'Redigera profil', no: 'Rediger profil', fi: 'Muokkaa profiilia', en: 'Edit profile' },
  save_changes: {
    sv: 'Spara ändringar',
    no: 'Lagre endringer',
    fi: 'Tallenna muutokset',
    en: 'Save changes',
  },
  changes_saved: {
    sv: 'Ändringarna är sparade.',
    no: 'Endringene er lagret.',
    fi: 'Muutokset on tallennettu.',
    en: 'Your changes have been saved.',
  },
  favourites: { sv: 'Favoriter', no: 'Favoritter', fi: 'Suosikit', en: 'Favourites' },
  favourites_empty: {
    sv: 'Du har inga favoriter ännu.',
    no: 'Du har ingen favoritter ennå.',
    fi: 'Sinulla ei ole vielä suosikkeja.',
    en: 'You have no favourites yet.',
  },
  past_loans: { sv: 'Tidigare lån', no: 'Tidligere lån', fi: 'Aiemmat lainat', en: 'Past loans' },
  past_loans_empty: {
    sv: 'Du har inga tidigare lån.',
    no: 'Du har ingen tidligere lån.',
    fi: 'Sinulla ei ole aiempia lainoja.',
    en: 'You have no past loans.',
  },
  borrowed_on: { sv: 'Lånad {date}', no: 'Lånt {date}', fi: 'Lainattu {date}', en: 'Borrowed on {date}' },
  library_cards: { sv: 'Lånekort', no: 'Lånekort', fi: 'Kirjastokortit', en: 'Library cards' },
  library_cards_empty: {
    sv: 'Du har inga sparade lånekort.',
    no: 'Du har ingen lagrede lånekort.',
    fi: 'Sinulla ei ole tallennettuja kirjastokortteja.',
    en: 'You have no saved library cards.',
  },
  add_library_card: {
    sv: 'Lägg till lånekort',
    no: 'Legg til lånekort',
    fi: 'Lisää kirjastokortti',
    en: 'Add library card',
  },
  remove_library_card: {
    sv: 'Ta bort lånekort',
    no: 'Fjern lånekort',
    fi: 'Poista kirjastokortti',
    en: 'Remove library card',
  },
  library_card_saved: {
    sv: 'Lånekortet är sparat.',
    no: 'Lånekortet er lagret.',
    fi: 'Kirjastokortti on tallennettu.',
    en: 'The library card has been saved.',
  },
  delete_account: { sv: 'Radera konto', no: 'Slett konto', fi: 'Poista tili', en: 'Delete account' },
  delete_account_confirm: {
    sv: 'Vill du verkligen radera ditt konto? Det går inte att ångra.',
    no: 'Vil du virkelig slette kontoen din? Dette kan ikke angres.',
    fi: 'Haluatko varmasti poistaa tilisi? Tätä ei voi perua.',
    en: 'Do you really want to delete your account? This cannot be undone.',
  },
  account_deleted_title: {
    sv: 'Ditt konto är raderat',
    no: 'Kontoen din er slettet',
    fi: 'Tilisi on poistettu',
    en: 'Your account has been deleted',
  },
  account_deleted_body: {
    sv: 'Tack för att du har använt Filmhyllan. Du är välkommen tillbaka när du vill.',
    no: 'Takk for at du har brukt Filmhyllan. Du er velkommen tilbake når du vil.',
    fi: 'Kiitos, että käytit Filmhyllania. Olet tervetullut takaisin milloin tahansa.',
    en: 'Thank you for using Filmhyllan. You are welcome back any time.',
  },

  // ------------------------------------------------------------ newsletter
  newsletter_title: {
    sv: 'Vill du ha vårt nyhetsbrev?',
    no: 'Vil du ha nyhetsbrevet vårt?',
    fi: 'Haluatko uutiskirjeemme?',
    en: 'Would you like our newsletter?',
  },
  newsletter_body: {
    sv: 'Tips om nya filmer och serier, ungefär en gång i månaden.',
    no: 'Tips om nye filmer og serier, omtrent én gang i måneden.',
    fi: 'Vinkkejä uusista elokuvista ja sarjoista noin kerran kuukaudessa.',
    en: 'Tips on new films and series, about once a month.',
  },
  newsletter_subscribe: { sv: 'Prenumerera', no: 'Abonner', fi: 'Tilaa', en: 'Subscribe' },
  newsletter_no_thanks: { sv: 'Nej tack', no: 'Nei takk', fi: 'Ei kiitos', en: 'No thanks' },
  newsletter_subscribed: {
    sv: 'Tack! Nu prenumererar du på nyhetsbrevet.',
    no: 'Takk! Nå abonnerer du på nyhetsbrevet.',
    fi: 'Kiitos! Olet nyt tilannut uutiskirjeen.',
    en: 'Thank you! You are now subscribed to the newsletter.',
  },
  newsletter_failed: {
    sv: 'Prenumerationen misslyckades. Försök igen senare.',
    no: 'Abonnementet kunne ikke registreres. Prøv igjen senere.',
    fi: 'Tilaus epäonnistui. Yritä myöhemmin uudelleen.',
    en: 'The subscription failed. Please try again later.',
  },

  // ------------------------------------------------------------ help
  help_title: {
    sv: 'Hjälp och kontakt',
    no: 'Hjelp og kontakt',
    fi: 'Ohjeet ja yhteydenotto',
    en: 'Help and contact',
  },
  help_faq: {
    sv: 'Vanliga frågor',
    no: 'Ofte stilte spørsmål',
    fi: 'Usein kysytyt kysymykset',
    en: 'Frequently asked questions',
  },
  help_subject: { sv: 'Ämne', no: 'Emne', fi: 'Aihe', en: 'Subject' },
  help_contact_email: {
    sv: 'Din e-postadress',
    no: 'E-postadressen din',
    fi: 'Sähköpostiosoitteesi',
    en: 'Your e-mail address',
  },
  help_message: { sv: 'Meddelande', no: 'Melding', fi: 'Viesti', en: 'Message' },
  help_sent: {
    sv: 'Tack! Vi svarar så snart vi kan.',
    no: 'Takk! Vi svarer så snart vi kan.',
    fi: 'Kiitos! Vastaamme niin pian kuin mahdollista.',
    en: 'Thank you! We will reply as soon as we can.',
  },

  // ------------------------------------------------------------ librarian portal
  library: { sv: 'Bibliotek', no: 'Bibliotek', fi: 'Kirjasto', en: 'Library' },
  librarian_portal: {
    sv: 'Bibliotekarieportalen',
    no: 'Bibliotekarportalen',
    fi: 'Kirjastohenkilökunnan portaali',
    en: 'Librarian portal',
  },
  librarian_login_title: {
    sv: 'Logga in som bibliotekarie',
    no: 'Logg inn som bibliotekar',
    fi: 'Kirjaudu kirjastohenkilökuntana',
    en: 'Log in as a librarian',
  },
  logged_in_as: {
    sv: 'Inloggad som {username}',
    no: 'Logget inn som {username}',
    fi: 'Kirjautunut: {username}',
    en: 'Logged in as {username}',
  },
  my_titles: { sv: 'Mina titlar', no: 'Mine titler', fi: 'Omat nimikkeet', en: 'My titles' },
  statistics: { sv: 'Statistik', no: 'Statistikk', fi: 'Tilastot', en: 'Statistics' },
  change_budget: { sv: 'Ändra budget', no: 'Endre budsjett', fi: 'Muuta budjettia', en: 'Change budget' },
  public_catalogue: {
    sv: 'Publik katalog',
    no: 'Offentlig katalog',
    fi: 'Julkinen valikoima',
    en: 'Public catalogue',
  },
  general_info: {
    sv: 'Allmän information',
    no: 'Generell informasjon',
    fi: 'Yleistiedot',
    en: 'General information',
  },
  show_in_catalogue: {
    sv: 'Visa i katalogen',
    no: 'Vis i katalogen',
    fi: 'Näytä valikoimassa',
    en: 'Show in catalogue',
  },
  hidden_from_catalogue: {
    sv: 'Dold i katalogen',
    no: 'Skjult i katalogen',
    fi: 'Piilotettu valikoimasta',
    en: 'Hidden from catalogue',
  },
  statistics_total_loans: {
    sv: 'Antal lån totalt',
    no: 'Antall lån totalt',
    fi: 'Lainoja yhteensä',
    en: 'Total loans',
  },
  statistics_loans_per_month: {
    sv: 'Lån per månad',
    no: 'Lån per måned',
    fi: 'Lainat kuukausittain',
    en: 'Loans per month',
  },
  statistics_most_borrowed: {
    sv: 'Mest lånade titlar',
    no: 'Mest lånte titler',
    fi: 'Lainatuimmat nimikkeet',
    en: 'Most borrowed titles',
  },
  statistics_spent: { sv: 'Förbrukat', no: 'Brukt', fi: 'Käytetty', en: 'Spent' },
  budget_used_this_month: {
    sv: 'Använt den här månaden',
    no: 'Brukt denne måneden',
    fi: 'Käytetty tässä kuussa',
    en: 'Used this month',
  },
  budget_type: { sv: 'Typ av budget', no: 'Budsjettype', fi: 'Budjetin tyyppi', en: 'Budget type' },
  budget_type_count: { sv: 'Antal lån', no: 'Antall lån', fi: 'Lainojen määrä', en: 'Number of loans' },
  budget_type_amount: { sv: 'Belopp', no: 'Beløp', fi: 'Rahasumma', en: 'Amount' },
  monthly_budget: {
    sv: 'Månadsbudget',
    no: 'Månedsbudsjett',
    fi: 'Kuukausibudjetti',
    en: 'Monthly budget',
  },
  patron_limit: {
    sv: 'Lån per låntagare',
    no: 'Lån per låner',
    fi: 'Lainoja asiakasta kohden',
    en: 'Loans per patron',
  },
  patron_limit_period: { sv: 'Period', no: 'Periode', fi: 'Jakso', en: 'Period' },
  period_month: { sv: 'Månad', no: 'Måned', fi: 'Kuukausi', en: 'Month' },
  period_week: { sv: 'Vecka', no: 'Uke', fi: 'Viikko', en: 'Week' },
  loan_period_hours: {
    sv: 'Lånetid (timmar)',
    no: 'Lånetid (timer)',
    fi: 'Laina-aika (tuntia)',
    en: 'Loan period (hours)',
  },
  budget_saved: {
    sv: 'Budgeten är sparad.',
    no: 'Budsjettet er lagret.',
    fi: 'Budjetti on tallennettu.',
    en: 'The budget has been saved.',
  },

  // Catalogue, player and librarian screens
  your_loan: { sv: 'Ditt lån', no: 'Lånet ditt', fi: 'Lainasi', en: 'Your loan' },
  loan_borrowing: { sv: 'Lånar …', no: 'Låner …', fi: 'Lainataan …', en: 'Borrowing …' },
  loan_already_active: {
    sv: 'Du har redan lånat titeln. Inget nytt lån räknades.',
    no: 'Du har allerede lånt tittelen. Ingen nye lån ble telt.',
    fi: 'Olet jo lainannut nimikkeen. Uutta lainaa ei laskettu.',
    en: 'You already have this title on loan. No new loan was counted.',
  },
  loan_time_left: {
    sv: '{time} kvar av lånet',
    no: '{time} igjen av lånet',
    fi: 'Lainaa jäljellä {time}',
    en: '{time} left on your loan',
  },
  loan_refused_card_locked: {
    sv: 'För många felaktiga PIN-koder. Kortet är låst i {minutes, plural, one {# minut} other {# minuter}}.',
    no: 'For mange feil PIN-koder. Kortet er låst i {minutes, plural, one {# minutt} other {# minutter}}.',
    fi: 'Liian monta väärää PIN-koodia. Kortti on lukittu {minutes, plural, one {# minuutiksi} other {# minuutiksi}}.',
    en: 'Too many wrong PINs. The card is locked for {minutes, plural, one {# minute} other {# minutes}}.',
  },
  loan_refused_coming_on: {
    sv: 'Titeln kan lånas från {date}.',
    no: 'Tittelen kan lånes fra {date}.',
    fi: 'Nimikkeen voi lainata {date} alkaen.',
    en: 'This title can be borrowed from {date}.',
  },
  loan_card_number_invalid: {
    sv: 'Skriv lånekortets nummer (bara bokstäver och siffror).',
    no: 'Skriv lånekortnummeret (bare bokstaver og tall).',
    fi: 'Kirjoita kirjastokortin numero (vain kirjaimia ja numeroita).',
    en: 'Enter your library card number (letters and digits only).',
  },
  loan_pin_invalid: {
    sv: 'Skriv din PIN-kod, 4–8 siffror.',
    no: 'Skriv PIN-koden din, 4–8 sifre.',
    fi: 'Kirjoita PIN-koodisi, 4–8 numeroa.',
    en: 'Enter your PIN, 4–8 digits.',
  },
  loan_card_remembered_note: {
    sv: 'Vi kommer ihåg kortnumret på den här enheten, aldrig PIN-koden. Har du redan lånat titeln kostar det inget nytt lån att låna den igen.',
    no: 'Vi husker kortnummeret på denne enheten, aldri PIN-koden. Har du allerede lånt tittelen, koster det ikke et nytt lån å låne den igjen.',
    fi: 'Muistamme kortin numeron tällä laitteella, PIN-koodia emme koskaan. Jos olet jo lainannut nimikkeen, sen lainaaminen uudelleen ei kuluta uutta lainaa.',
    en: 'We remember the card number on this device, never the PIN. If you already have the title on loan, borrowing it again costs no new loan.',
  },
  loan_saved_card: {
    sv: 'Ditt sparade lånekort: {card}',
    no: 'Det lagrede lånekortet ditt: {card}',
    fi: 'Tallennettu kirjastokorttisi: {card}',
    en: 'Your saved library card: {card}',
  },
  loan_with_saved_card: {
    sv: 'Låna med ditt sparade kort',
    no: 'Lån med det lagrede kortet ditt',
    fi: 'Lainaa tallennetulla kortillasi',
    en: 'Borrow with your saved card',
  },
  loan_use_other_card: {
    sv: 'Använd ett annat lånekort',
    no: 'Bruk et annet lånekort',
    fi: 'Käytä toista kirjastokorttia',
    en: 'Use another library card',
  },
  loan_ending_soon: {
    sv: 'Lånet går ut om {time}. En film du redan har startat kan du se klart.',
    no: 'Lånet går ut om {time}. En film du allerede har startet, kan du se ferdig.',
    fi: 'Laina päättyy {time} kuluttua. Jo aloitetun elokuvan voit katsoa loppuun.',
    en: 'Your loan ends in {time}. You can finish a film you have already started.',
  },
  loan_ended_playing: {
    sv: 'Lånet har gått ut. Du kan se klart filmen, men inte starta den igen.',
    no: 'Lånet er utløpt. Du kan se filmen ferdig, men ikke starte den på nytt.',
    fi: 'Laina on päättynyt. Voit katsoa elokuvan loppuun, mutta et aloittaa sitä uudelleen.',
    en: 'Your loan has ended. You can finish the film, but not start it again.',
  },
  time_left_days_hours: {
    sv: '{days} d {hours} h',
    no: '{days} d {hours} t',
    fi: '{days} pv {hours} t',
    en: '{days} d {hours} h',
  },
  time_left_hours: { sv: '{hours} h', no: '{hours} t', fi: '{hours} t', en: '{hours} h' },
  time_left_less_than_minute: {
    sv: 'under en minut',
    no: 'under ett minutt',
    fi: 'alle minuutti',
    en: 'less than a minute',
  },
  player_region: {
    sv: 'Filmspelare: {title}',
    no: 'Filmspiller: {title}',
    fi: 'Elokuvasoitin: {title}',
    en: 'Film player: {title}',
  },
  player_play_again: { sv: 'Spela igen', no: 'Spill av igjen', fi: 'Toista uudelleen', en: 'Play again' },
  player_seek: { sv: 'Tidslinje', no: 'Tidslinje', fi: 'Aikajana', en: 'Timeline' },
  player_time_of: {
    sv: '{current} av {duration}',
    no: '{current} av {duration}',
    fi: '{current} / {duration}',
    en: '{current} of {duration}',
  },
  player_volume: { sv: 'Volym', no: 'Volum', fi: 'Äänenvoimakkuus', en: 'Volume' },
  player_muted: { sv: 'Ljudet av', no: 'Lyden av', fi: 'Ääni pois', en: 'Sound off' },
  player_sound_on: { sv: 'Ljudet på', no: 'Lyden på', fi: 'Ääni päällä', en: 'Sound on' },
  player_quality: { sv: 'Bildkvalitet', no: 'Bildekvalitet', fi: 'Kuvanlaatu', en: 'Quality' },
  player_quality_auto: { sv: 'Auto', no: 'Auto', fi: 'Automaattinen', en: 'Auto' },
  player_picture_in_picture: {
    sv: 'Bild-i-bild',
    no: 'Bilde-i-bilde',
    fi: 'Kuva kuvassa',
    en: 'Picture-in-picture',
  },
  player_error_network: {
    sv: 'Videon kunde inte laddas. Kontrollera din internetanslutning och försök igen.',
    no: 'Videoen kunne ikke lastes. Sjekk internettforbindelsen og prøv igjen.',
    fi: 'Videota ei voitu ladata. Tarkista verkkoyhteytesi ja yritä uudelleen.',
    en: 'The video could not be loaded. Check your internet connection and try again.',
  },
  player_error_forbidden: {
    sv: 'Lånet har gått ut eller länken till filmen gäller inte längre. Stäng spelaren och låna titeln igen.',
    no: 'Lånet er utløpt, eller lenken til filmen gjelder ikke lenger. Lukk spilleren og lån tittelen på nytt.',
    fi: 'Laina on päättynyt tai elokuvan linkki ei ole enää voimassa. Sulje soitin ja lainaa nimike uudelleen.',
    en: 'Your loan has ended or the link to the film is no longer valid. Close the player and borrow the title again.',
  },
  genre_1: { sv: 'Drama', no: 'Drama', fi: 'Draama', en: 'Drama' },
  genre_2: { sv: 'Komedi', no: 'Komedie', fi: 'Komedia', en: 'Comedy' },
  genre_3: { sv: 'Dokumentär', no: 'Dokumentar', fi: 'Dokumentti', en: 'Documentary' },
  genre_4: { sv: 'Thriller', no: 'Thriller', fi: 'Trilleri', en: 'Thriller' },
  genre_5: { sv: 'Kriminal', no: 'Krim', fi: 'Rikos', en: 'Crime' },
  genre_6: { sv: 'Romantik', no: 'Romantikk', fi: 'Romantiikka', en: 'Romance' },
  genre_7: { sv: 'Animerat', no: 'Animasjon', fi: 'Animaatio', en: 'Animation' },
  genre_8: { sv: 'Familj', no: 'Familie', fi: 'Perhe', en: 'Family' },
  genre_9: { sv: 'Historia', no: 'Historie', fi: 'Historia', en: 'History' },
  genre_10: { sv: 'Musik', no: 'Musikk', fi: 'Musiikki', en: 'Music' },
  genre_11: { sv: 'Science fiction', no: 'Science fiction', fi: 'Tieteisfiktio', en: 'Science fiction' },
  genre_12: { sv: 'Skräck', no: 'Skrekk', fi: 'Kauhu', en: 'Horror' },
  genre_13: { sv: 'Kortfilm', no: 'Kortfilm', fi: 'Lyhytelokuva', en: 'Short film' },
  genre_14: { sv: 'Nordisk noir', no: 'Nordisk noir', fi: 'Pohjoismainen noir', en: 'Nordic noir' },
  genre_15: { sv: 'Äventyr', no: 'Eventyr', fi: 'Seikkailu', en: 'Adventure' },
  genre_16: { sv: 'Fantasy', no: 'Fantasy', fi: 'Fantasia', en: 'Fantasy' },
  genre_17: { sv: 'Krig', no: 'Krig', fi: 'Sota', en: 'War' },
  genre_18: { sv: 'Biografi', no: 'Biografi', fi: 'Elämäkerta', en: 'Biography' },
  genre_19: { sv: 'Barn', no: 'Barn', fi: 'Lapset', en: 'Children' },
  genre_20: { sv: 'Klassiker', no: 'Klassikere', fi: 'Klassikot', en: 'Classics' },
  genre_21: { sv: 'Samhälle', no: 'Samfunn', fi: 'Yhteiskunta', en: 'Society' },
  genre_22: {
    sv: 'Konst och kultur',
    no: 'Kunst og kultur',
    fi: 'Taide ja kulttuuri',
    en: 'Arts and culture',
  },
  all_countries: { sv: 'Alla länder', no: 'Alle land', fi: 'Kaikki maat', en: 'All countries' },
  any_rating: { sv: 'Alla betyg', no: 'Alle vurderinger', fi: 'Kaikki arviot', en: 'Any rating' },
  filter_person: { sv: 'Person', no: 'Person', fi: 'Henkilö', en: 'Person' },
  remove_filter: {
    sv: 'Ta bort filtret {name}',
    no: 'Fjern filteret {name}',
    fi: 'Poista suodatin {name}',
    en: 'Remove the filter {name}',
  },
  no_titles_match_filters: {
    sv: 'Inga titlar matchar filtren. Prova att ta bort något av dem.',
    no: 'Ingen titler passer til filtrene. Prøv å fjerne noen av dem.',
    fi: 'Mikään nimike ei vastaa suodattimia. Kokeile poistaa jokin niistä.',
    en: 'No titles match the filters. Try removing one of them.',
  },
  library_picks: {
    sv: 'Bibliotekets val',
    no: 'Bibliotekets utvalg',
    fi: 'Kirjaston valinnat',
    en: "The library's picks",
  },
  show_more_themes: {
    sv: 'Visa fler teman',
    no: 'Vis flere temaer',
    fi: 'Näytä lisää teemoja',
    en: 'Show more themes',
  },
  see_all_in: {
    sv: 'Visa alla i {name}',
    no: 'Vis alle i {name}',
    fi: 'Näytä kaikki: {name}',
    en: 'See all in {name}',
  },
  titles_shown_of: {
    sv: 'Visar {shown} av {count, plural, one {# titel} other {# titlar}}',
    no: 'Viser {shown} av {count, plural, one {# tittel} other {# titler}}',
    fi: 'Näytetään {shown}/{count, plural, one {# nimike} other {# nimikettä}}',
    en: 'Showing {shown} of {count, plural, one {# title} other {# titles}}',
  },
  viewing_mode_admin: { sv: 'Adminläge', no: 'Adminmodus', fi: 'Ylläpitotila', en: 'Admin view' },
  viewing_mode_special: { sv: 'Specialläge', no: 'Spesialmodus', fi: 'Erikoistila', en: 'Special view' },
  viewing_mode_librarian: {
    sv: 'Bibliotekarieläge',
    no: 'Bibliotekarmodus',
    fi: 'Kirjastonhoitajan tila',
    en: 'Librarian view',
  },
  episode_code: {
    sv: 'Säsong {season}, avsnitt {episode}',
    no: 'Sesong {season}, episode {episode}',
    fi: 'Kausi {season}, jakso {episode}',
    en: 'Season {season}, episode {episode}',
  },
  opens_in_new_tab: {
    sv: 'öppnas i en ny flik',
    no: 'åpnes i en ny fane',
    fi: 'avautuu uuteen välilehteen',
    en: 'opens in a new tab',
  },
  statistics_this_month: {
    sv: 'Den här månaden',
    no: 'Denne måneden',
    fi: 'Tämä kuukausi',
    en: 'This month',
  },
  statistics_loans: { sv: 'Lån', no: 'Lån', fi: 'Lainat', en: 'Loans' },
  statistics_patrons: { sv: 'Låntagare', no: 'Lånere', fi: 'Lainaajat', en: 'Borrowers' },
  statistics_month: { sv: 'Månad', no: 'Måned', fi: 'Kuukausi', en: 'Month' },
  statistics_no_loans_this_month: {
    sv: 'Inga lån ännu den här månaden.',
    no: 'Ingen lån ennå denne måneden.',
    fi: 'Tässä kuussa ei ole vielä lainoja.',
    en: 'No loans yet this month.',
  },
  loan_count: {
    sv: '{count, plural, one {# lån} other {# lån}}',
    no: '{count, plural, one {# lån} other {# lån}}',
    fi: '{count, plural, one {# laina} other {# lainaa}}',
    en: '{count, plural, one {# loan} other {# loans}}',
  },
  budget_remaining: { sv: 'Kvar', no: 'Igjen', fi: 'Jäljellä', en: 'Left' },
  monthly_budget_loans: {
    sv: 'Månadsbudget, antal lån',
    no: 'Månedsbudsjett, antall lån',
    fi: 'Kuukausibudjetti, lainojen määrä',
    en: 'Monthly budget, number of loans',
  },
  monthly_budget_amount: {
    sv: 'Månadsbudget i {currency}',
    no: 'Månedsbudsjett i {currency}',
    fi: 'Kuukausibudjetti ({currency})',
    en: 'Monthly budget in {currency}',
  },
  number_between: {
    sv: 'Ange ett tal från {min} till {max}.',
    no: 'Oppgi et tall fra {min} til {max}.',
    fi: 'Anna luku väliltä {min}–{max}.',
    en: 'Enter a number from {min} to {max}.',
  },
  catalogue_column_title: { sv: 'Titel', no: 'Tittel', fi: 'Nimike', en: 'Title' },
  catalogue_column_price: {
    sv: 'Pris per lån',
    no: 'Pris per lån',
    fi: 'Hinta per laina',
    en: 'Price per loan',
  },
  catalogue_column_loans_this_month: {
    sv: 'Lån den här månaden',
    no: 'Lån denne måneden',
    fi: 'Lainat tässä kuussa',
    en: 'Loans this month',
  },
  catalogue_column_last_loan: { sv: 'Senaste lån', no: 'Siste lån', fi: 'Viimeisin laina', en: 'Last loan' },
};

/** Tables of one area each, merged into one; a key defined twice is a mistake and stops the start. */
function mergeTables(...tables: TranslationTable[]): TranslationTable {
  const merged: TranslationTable = {};
  for (const table of tables) {
    for (const [key, texts] of Object.entries(table)) {
      if (key in merged) throw new Error(`Interface string "${key}" is defined twice`);
      merged[key] = texts;
    }
  }
  return merged;
}

export const uiTranslations: TranslationTable = mergeTables(
  coreTranslations,
  modalsTranslations,
  accountScreensTranslations,
  catalogueTranslations,
  securityTranslations,
  loansTranslations,
);

/** Every `key.lang` that is missing or empty; an empty list means the table is complete. */
export function findMissingTranslations(
  table: Record<string, Partial<UiTranslation>> = uiTranslations,
): string[] {
  const missing: string[] = [];
  for (const [key, texts] of Object.entries(table)) {
    for (const lang of uiLanguages) {
      if (!texts[lang]?.trim()) missing.push(`${key}.${lang}`);
    }
  }
  return missing;
}

/** The table as translations rows. */
export function translationRows(
  table: Record<string, UiTranslation> = uiTranslations,
): { key: string; lang: string; value: string }[] {
  return Object.entries(table).flatMap(([key, texts]) =>
    uiLanguages.map((lang) => ({ key, lang, value: texts[lang] })),
  );
}
