import type { TranslationTable, UiTranslation } from './ui-translation';

/** The refusals of a poster upload (decision 053), keyed `error_<code lower case>` like every error message. */
export const posterErrorMessages: Record<
  'error_poster_too_large' | 'error_poster_type_not_allowed' | 'error_poster_unreadable',
  UiTranslation
> = {
  error_poster_too_large: {
    sv: 'Affischen är för stor: filen får vara högst 8 MB.',
    no: 'Plakaten er for stor: filen kan være på høyst 8 MB.',
    fi: 'Juliste on liian suuri: tiedosto saa olla enintään 8 Mt.',
    en: 'The poster is too large: the file may be at most 8 MB.',
  },
  error_poster_type_not_allowed: {
    sv: 'Affischen måste vara en PNG-, JPEG- eller WebP-fil.',
    no: 'Plakaten må være en PNG-, JPEG- eller WebP-fil.',
    fi: 'Julisteen on oltava PNG-, JPEG- tai WebP-tiedosto.',
    en: 'The poster must be a PNG, JPEG or WebP file.',
  },
  error_poster_unreadable: {
    sv: 'Bilden kunde inte läsas (skadad fil, eller mer än 6000 × 6000 pixlar).',
    no: 'Bildet kunne ikke leses (skadet fil, eller mer enn 6000 × 6000 piksler).',
    fi: 'Kuvaa ei voitu lukea (vioittunut tiedosto tai yli 6000 × 6000 pikseliä).',
    en: 'The image could not be read (a damaged file, or more than 6000 × 6000 pixels).',
  },
};

/** A title's poster in the operator console (decision 053). */
export const postersTranslations: TranslationTable = {
  operator_poster_title: { sv: 'Affisch', no: 'Plakat', fi: 'Juliste', en: 'Poster' },
  operator_poster_intro: {
    sv: 'Affischen som låntagarna ser i listor, sökningar och på titelsidan. Utan uppladdad affisch visas en genererad.',
    no: 'Plakaten lånerne ser i lister, søk og på tittelsiden. Uten opplastet plakat vises en generert.',
    fi: 'Juliste, jonka asiakkaat näkevät listoissa, haussa ja nimikkeen sivulla. Ilman ladattua julistetta näytetään luotu juliste.',
    en: 'The poster patrons see in lists, searches and on the title page. Without an uploaded poster a generated one shows.',
  },
  operator_poster_load_failed: {
    sv: 'Affischen kunde inte hämtas.',
    no: 'Plakaten kunne ikke hentes.',
    fi: 'Julistetta ei voitu hakea.',
    en: 'The poster could not be loaded.',
  },
  operator_poster_current: {
    sv: 'Titelns nuvarande affisch',
    no: 'Tittelens nåværende plakat',
    fi: 'Nimikkeen nykyinen juliste',
    en: "The title's current poster",
  },
  operator_poster_generated: {
    sv: 'Titeln visar en genererad affisch.',
    no: 'Tittelen viser en generert plakat.',
    fi: 'Nimike näyttää luodun julisteen.',
    en: 'The title shows a generated poster.',
  },
  operator_poster_sizes: {
    sv: 'Uppladdad, i bredderna {widths} pixlar.',
    no: 'Opplastet, i breddene {widths} piksler.',
    fi: 'Ladattu, leveyksinä {widths} pikseliä.',
    en: 'Uploaded, in the widths {widths} pixels.',
  },
  operator_poster_file: { sv: 'Bildfil', no: 'Bildefil', fi: 'Kuvatiedosto', en: 'Image file' },
  operator_poster_hint: {
    sv: 'PNG, JPEG eller WebP, högst 8 MB, helst 960 × 1440 pixlar eller större. Bilden beskärs till 2:3.',
    no: 'PNG, JPEG eller WebP, høyst 8 MB, helst 960 × 1440 piksler eller større. Bildet beskjæres til 2:3.',
    fi: 'PNG, JPEG tai WebP, enintään 8 Mt, mieluiten vähintään 960 × 1440 pikseliä. Kuva rajataan muotoon 2:3.',
    en: 'PNG, JPEG or WebP, at most 8 MB, ideally 960 × 1440 pixels or larger. The image is cropped to 2:3.',
  },
  operator_poster_choose_file: {
    sv: 'Välj en bildfil först.',
    no: 'Velg en bildefil først.',
    fi: 'Valitse ensin kuvatiedosto.',
    en: 'Choose an image file first.',
  },
  operator_poster_upload: {
    sv: 'Ladda upp affisch',
    no: 'Last opp plakat',
    fi: 'Lataa juliste',
    en: 'Upload poster',
  },
  operator_poster_uploading: {
    sv: 'Affischen laddas upp …',
    no: 'Plakaten lastes opp …',
    fi: 'Julistetta ladataan …',
    en: 'Uploading the poster …',
  },
  operator_poster_remove: {
    sv: 'Ta bort affischen',
    no: 'Fjern plakaten',
    fi: 'Poista juliste',
    en: 'Remove poster',
  },
  operator_poster_uploaded: {
    sv: 'Affischen är sparad.',
    no: 'Plakaten er lagret.',
    fi: 'Juliste on tallennettu.',
    en: 'The poster is saved.',
  },
  operator_poster_removed: {
    sv: 'Affischen är borttagen. Titeln visar en genererad affisch.',
    no: 'Plakaten er fjernet. Tittelen viser en generert plakat.',
    fi: 'Juliste on poistettu. Nimike näyttää luodun julisteen.',
    en: 'The poster is removed. The title shows a generated poster.',
  },
};
