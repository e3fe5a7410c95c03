import type { TranslationTable } from './ui-translation';

/** A library's logo and branding in the operator console (decision 043). */
export const brandingTranslations: TranslationTable = {
  operator_branding_title: {
    sv: 'Logotyp och profil',
    no: 'Logo og profil',
    fi: 'Logo ja ilme',
    en: 'Logo and branding',
  },
  operator_branding_intro: {
    sv: 'Logotypen, namnet och typsnittet som bibliotekets egna sidor visar för låntagarna.',
    no: 'Logoen, navnet og skrifttypen som bibliotekets egne sider viser lånerne.',
    fi: 'Logo, nimi ja kirjasintyyppi, jotka kirjaston omat sivut näyttävät asiakkaille.',
    en: "The logo, name and typeface the library's own pages show to patrons.",
  },
  operator_branding_load_failed: {
    sv: 'Profilen kunde inte hämtas.',
    no: 'Profilen kunne ikke hentes.',
    fi: 'Ilmettä ei voitu hakea.',
    en: 'The branding could not be loaded.',
  },
  operator_logo: { sv: 'Logotyp', no: 'Logo', fi: 'Logo', en: 'Logo' },
  operator_logo_current: {
    sv: 'Bibliotekets nuvarande logotyp',
    no: 'Bibliotekets nåværende logo',
    fi: 'Kirjaston nykyinen logo',
    en: "The library's current logo",
  },
  operator_logo_none: {
    sv: 'Biblioteket har ingen logotyp.',
    no: 'Biblioteket har ingen logo.',
    fi: 'Kirjastolla ei ole logoa.',
    en: 'The library has no logo.',
  },
  operator_logo_file: { sv: 'Bildfil', no: 'Bildefil', fi: 'Kuvatiedosto', en: 'Image file' },
  operator_logo_hint: {
    sv: 'PNG, JPEG, WebP eller SVG, högst 1 MB. Bilden sparas som PNG, högst 512 pixlar åt varje håll.',
    no: 'PNG, JPEG, WebP eller SVG, høyst 1 MB. Bildet lagres som PNG, høyst 512 piksler hver vei.',
    fi: 'PNG, JPEG, WebP tai SVG, enintään 1 Mt. Kuva tallennetaan PNG-muodossa, enintään 512 pikseliä kumpaankin suuntaan.',
    en: 'PNG, JPEG, WebP or SVG, at most 1 MB. The image is stored as a PNG of at most 512 pixels each way.',
  },
  operator_logo_choose_file: {
    sv: 'Välj en bildfil först.',
    no: 'Velg en bildefil først.',
    fi: 'Valitse ensin kuvatiedosto.',
    en: 'Choose an image file first.',
  },
  operator_logo_upload: {
    sv: 'Ladda upp logotyp',
    no: 'Last opp logo',
    fi: 'Lataa logo',
    en: 'Upload logo',
  },
  operator_logo_remove: {
    sv: 'Ta bort logotypen',
    no: 'Fjern logoen',
    fi: 'Poista logo',
    en: 'Remove logo',
  },
  operator_logo_uploaded: {
    sv: 'Logotypen är sparad.',
    no: 'Logoen er lagret.',
    fi: 'Logo on tallennettu.',
    en: 'The logo is saved.',
  },
  operator_logo_removed: {
    sv: 'Logotypen är borttagen.',
    no: 'Logoen er fjernet.',
    fi: 'Logo on poistettu.',
    en: 'The logo is removed.',
  },
  operator_branding_names: {
    sv: 'Namn och typsnitt',
    no: 'Navn og skrifttype',
    fi: 'Nimi ja kirjasintyyppi',
    en: 'Name and typeface',
  },
  operator_display_name: { sv: 'Visningsnamn', no: 'Visningsnavn', fi: 'Näyttönimi', en: 'Display name' },
  operator_display_name_hint: {
    sv: 'Namnet som bibliotekets egna sidor visar. Tomt: bibliotekets namn.',
    no: 'Navnet som bibliotekets egne sider viser. Tomt: bibliotekets navn.',
    fi: 'Nimi, jonka kirjaston omat sivut näyttävät. Tyhjä: kirjaston nimi.',
    en: "The name the library's own pages show. Empty: the library's name.",
  },
  operator_font_family: { sv: 'Typsnitt', no: 'Skrifttype', fi: 'Kirjasintyyppi', en: 'Typeface' },
  operator_font_default: {
    sv: 'Tjänstens eget typsnitt',
    no: 'Tjenestens egen skrifttype',
    fi: 'Palvelun oma kirjasintyyppi',
    en: "The service's own typeface",
  },
  operator_font_sample: {
    sv: '{name}: så här ser texten ut på bibliotekets sidor. Åsa lånar en film 1234567890.',
    no: '{name}: slik ser teksten ut på bibliotekets sider. Åse låner en film 1234567890.',
    fi: '{name}: tältä teksti näyttää kirjaston sivuilla. Äänekäs öinen elokuvailta 1234567890.',
    en: "{name}: this is how text looks on the library's pages. Ada borrows a film 1234567890.",
  },
  operator_branding_save: {
    sv: 'Spara namn och typsnitt',
    no: 'Lagre navn og skrifttype',
    fi: 'Tallenna nimi ja kirjasintyyppi',
    en: 'Save name and typeface',
  },
  operator_branding_saved: {
    sv: 'Namnet och typsnittet är sparade.',
    no: 'Navnet og skrifttypen er lagret.',
    fi: 'Nimi ja kirjasintyyppi on tallennettu.',
    en: 'The name and typeface are saved.',
  },
};
