import type { TranslationTable } from './ui-translation';

/**
 * Child mode made visible: the header's badge, its explanation and the page of a title that child mode hides
 * (TITLE_NOT_IN_CHILD_MODE).
 */
export const childModeTranslations: TranslationTable = {
  child_mode_badge: { sv: 'Barnläge', no: 'Barnemodus', fi: 'Lapsitila', en: 'Child mode' },
  child_mode_badge_label: {
    sv: 'Barnläge är på – vad betyder det?',
    no: 'Barnemodus er på – hva betyr det?',
    fi: 'Lapsitila on päällä – mitä se tarkoittaa?',
    en: 'Child mode is on – what does it mean?',
  },
  child_mode_is_on: {
    sv: 'Barnläget är på',
    no: 'Barnemodus er på',
    fi: 'Lapsitila on päällä',
    en: 'Child mode is on',
  },
  child_mode_explained: {
    sv: 'Du ser bara titlar för barn. Andra filmer och serier visas inte och kan inte lånas.',
    no: 'Du ser bare titler for barn. Andre filmer og serier vises ikke og kan ikke lånes.',
    fi: 'Näet vain lapsille tarkoitetut nimikkeet. Muita elokuvia ja sarjoja ei näytetä eikä niitä voi lainata.',
    en: 'You see only titles for children. Other films and series are not shown and cannot be borrowed.',
  },
  child_mode_leave_profile: {
    sv: 'Barnläget är valt i din profil. Stäng av det under Inställningar, Redigera profil.',
    no: 'Barnemodus er valgt i profilen din. Slå det av under Innstillinger, Rediger profil.',
    fi: 'Lapsitila on valittu profiilissasi. Poista se käytöstä kohdassa Asetukset, Muokkaa profiilia.',
    en: 'Child mode is chosen in your profile. Turn it off under Settings, Edit profile.',
  },
  child_mode_leave_build: {
    sv: 'Den här webbplatsen är bibliotekets webbplats för barn och visar alltid bara barntitlar. Alla titlar finns på bibliotekets vanliga Filmhyllan.',
    no: 'Dette nettstedet er bibliotekets nettsted for barn og viser alltid bare barnetitler. Alle titler finnes på bibliotekets vanlige Filmhyllan.',
    fi: 'Tämä sivusto on kirjaston lasten sivusto, ja se näyttää aina vain lasten nimikkeitä. Kaikki nimikkeet löytyvät kirjaston tavallisesta Filmhyllanista.',
    en: "This site is the library's site for children and always shows children's titles only. All titles are on the library's ordinary Filmhyllan.",
  },
  child_mode_leave_session: {
    sv: 'Barnläget startades på den här enheten. Logga in med ett konto utan barnläge, eller öppna bibliotekets vanliga Filmhyllan i en ny webbläsarsession.',
    no: 'Barnemodus ble startet på denne enheten. Logg inn med en konto uten barnemodus, eller åpne bibliotekets vanlige Filmhyllan i en ny nettleserøkt.',
    fi: 'Lapsitila käynnistettiin tällä laitteella. Kirjaudu tilillä, jossa lapsitila ei ole käytössä, tai avaa kirjaston tavallinen Filmhyllan uudessa selainistunnossa.',
    en: "Child mode was started on this device. Log in with an account without child mode, or open the library's ordinary Filmhyllan in a new browser session.",
  },
  child_mode_open_settings: {
    sv: 'Öppna Inställningar',
    no: 'Åpne Innstillinger',
    fi: 'Avaa Asetukset',
    en: 'Open Settings',
  },
  title_not_in_child_mode_heading: {
    sv: 'Titeln visas inte i barnläget',
    no: 'Tittelen vises ikke i barnemodus',
    fi: 'Nimikettä ei näytetä lapsitilassa',
    en: 'This title is not shown in child mode',
  },
  title_not_in_child_mode_body: {
    sv: 'Titeln finns, men den är inte en barntitel. I barnläget visas bara titlar för barn.',
    no: 'Tittelen finnes, men den er ikke en barnetittel. I barnemodus vises bare titler for barn.',
    fi: 'Nimike on olemassa, mutta se ei ole lasten nimike. Lapsitilassa näytetään vain lasten nimikkeet.',
    en: "The title exists, but it is not a children's title. Child mode shows only titles for children.",
  },
};

/** The child-mode error's message (merged into the error codes' messages). */
export const childModeErrorMessages = {
  error_title_not_in_child_mode: {
    sv: 'Titeln visas inte i barnläget.',
    no: 'Tittelen vises ikke i barnemodus.',
    fi: 'Nimikettä ei näytetä lapsitilassa.',
    en: 'The title is not shown in child mode.',
  },
};
