import type { TranslationTable } from './ui-translation';

/** Interface strings of the API tokens screen of the console (decision 050). */
export const apiTokenTranslations: TranslationTable = {
  operator_nav_tokens: { sv: 'API-nycklar', no: 'API-nøkler', fi: 'API-avaimet', en: 'API tokens' },
  token_page_title: { sv: 'API-nycklar', no: 'API-nøkler', fi: 'API-avaimet', en: 'API tokens' },
  token_intro: {
    sv: 'Personliga nycklar för skript, till exempel en distributörs uppladdningar. En nyckel gör det du får göra, inom sina behörigheter.',
    no: 'Personlige nøkler for skript, for eksempel en distributørs opplastinger. En nøkkel gjør det du har lov til, innenfor sine tilganger.',
    fi: 'Henkilökohtaiset avaimet skripteille, esimerkiksi levittäjän latauksille. Avain voi tehdä sen, mitä sinä saat tehdä, oikeuksiensa rajoissa.',
    en: "Personal tokens for scripts, such as a distributor's uploads. A token does what you may do, within its scopes.",
  },
  token_create_heading: { sv: 'Ny nyckel', no: 'Ny nøkkel', fi: 'Uusi avain', en: 'New token' },
  token_name: { sv: 'Namn', no: 'Navn', fi: 'Nimi', en: 'Name' },
  token_name_hint: {
    sv: 'Vad nyckeln används till, till exempel skriptets namn.',
    no: 'Hva nøkkelen brukes til, for eksempel skriptets navn.',
    fi: 'Mihin avainta käytetään, esimerkiksi skriptin nimi.',
    en: 'What the token is for, such as the name of the script.',
  },
  token_scopes: { sv: 'Behörigheter', no: 'Tilganger', fi: 'Oikeudet', en: 'Scopes' },
  token_scope_uploads: { sv: 'Uppladdningar', no: 'Opplastinger', fi: 'Lataukset', en: 'Uploads' },
  token_scope_catalogue: { sv: 'Katalogen', no: 'Katalogen', fi: 'Luettelo', en: 'Catalogue' },
  token_scopes_required: {
    sv: 'Välj minst en behörighet.',
    no: 'Velg minst én tilgang.',
    fi: 'Valitse vähintään yksi oikeus.',
    en: 'Choose at least one scope.',
  },
  token_create: { sv: 'Skapa nyckel', no: 'Opprett nøkkel', fi: 'Luo avain', en: 'Create token' },
  token_created: {
    sv: 'Nyckeln är skapad. Kopiera den nu: den visas bara den här gången.',
    no: 'Nøkkelen er opprettet. Kopier den nå: den vises bare denne gangen.',
    fi: 'Avain on luotu. Kopioi se nyt: se näytetään vain tämän kerran.',
    en: 'The token is created. Copy it now: it is shown only this once.',
  },
  token_value: { sv: 'Nyckel', no: 'Nøkkel', fi: 'Avain', en: 'Token' },
  token_copy: { sv: 'Kopiera', no: 'Kopier', fi: 'Kopioi', en: 'Copy' },
  token_copied: { sv: 'Kopierad', no: 'Kopiert', fi: 'Kopioitu', en: 'Copied' },
  token_list_heading: { sv: 'Dina nycklar', no: 'Dine nøkler', fi: 'Avaimesi', en: 'Your tokens' },
  token_none: {
    sv: 'Du har inga nycklar.',
    no: 'Du har ingen nøkler.',
    fi: 'Sinulla ei ole avaimia.',
    en: 'You have no tokens.',
  },
  token_created_at: { sv: 'Skapad', no: 'Opprettet', fi: 'Luotu', en: 'Created' },
  token_last_used: { sv: 'Senast använd', no: 'Sist brukt', fi: 'Viimeksi käytetty', en: 'Last used' },
  token_never_used: { sv: 'Aldrig', no: 'Aldri', fi: 'Ei koskaan', en: 'Never' },
  token_status_revoked: { sv: 'Återkallad', no: 'Tilbakekalt', fi: 'Peruttu', en: 'Revoked' },
  token_revoke: { sv: 'Återkalla', no: 'Tilbakekall', fi: 'Peru', en: 'Revoke' },
  token_revoke_named: {
    sv: 'Återkalla {name}',
    no: 'Tilbakekall {name}',
    fi: 'Peru {name}',
    en: 'Revoke {name}',
  },
  token_revoke_title: {
    sv: 'Återkalla nyckeln {name}?',
    no: 'Tilbakekalle nøkkelen {name}?',
    fi: 'Perutaanko avain {name}?',
    en: 'Revoke the token {name}?',
  },
  token_revoke_body: {
    sv: 'Skript som använder nyckeln slutar fungera direkt. Det går inte att ångra.',
    no: 'Skript som bruker nøkkelen slutter å virke med en gang. Det kan ikke angres.',
    fi: 'Avainta käyttävät skriptit lakkaavat toimimasta heti. Tätä ei voi perua.',
    en: 'Scripts using the token stop working at once. This cannot be undone.',
  },
  token_cancel: { sv: 'Avbryt', no: 'Avbryt', fi: 'Peruuta', en: 'Cancel' },
  token_revoked: {
    sv: 'Nyckeln {name} är återkallad.',
    no: 'Nøkkelen {name} er tilbakekalt.',
    fi: 'Avain {name} on peruttu.',
    en: 'The token {name} is revoked.',
  },
  token_load_failed: {
    sv: 'Nycklarna kunde inte hämtas.',
    no: 'Nøklene kunne ikke hentes.',
    fi: 'Avaimia ei voitu hakea.',
    en: 'The tokens could not be loaded.',
  },
  token_read_only: {
    sv: 'API-nycklar skapas av administratörer och redaktörer.',
    no: 'API-nøkler opprettes av administratorer og redaktører.',
    fi: 'API-avaimia luovat pääkäyttäjät ja toimittajat.',
    en: 'API tokens are made by admins and editors.',
  },
};

/** The API tokens' error messages (merged into the error codes' messages). */
export const apiTokenErrorMessages = {
  error_token_invalid: {
    sv: 'API-nyckeln är okänd eller återkallad.',
    no: 'API-nøkkelen er ukjent eller tilbakekalt.',
    fi: 'API-avain on tuntematon tai peruttu.',
    en: 'The API token is unknown or revoked.',
  },
};
