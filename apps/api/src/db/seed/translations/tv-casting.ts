import type { TranslationTable } from './ui-translation';

/** Playing on a TV from the player (AirPlay, Remote Playback, Google Cast) and our Cast receiver page (issue 28). */
export const tvCastingTranslations: TranslationTable = {
  player_cast: {
    sv: 'Spela på tv (Chromecast)',
    no: 'Spill av på TV (Chromecast)',
    fi: 'Toista televisiossa (Chromecast)',
    en: 'Play on TV (Chromecast)',
  },
  player_airplay: {
    sv: 'Spela på tv (AirPlay)',
    no: 'Spill av på TV (AirPlay)',
    fi: 'Toista televisiossa (AirPlay)',
    en: 'Play on TV (AirPlay)',
  },
  player_remote_playback: {
    sv: 'Spela på en annan skärm',
    no: 'Spill av på en annen skjerm',
    fi: 'Toista toisella näytöllä',
    en: 'Play on another screen',
  },
  player_tv_connecting: {
    sv: 'Ansluter till tv:n …',
    no: 'Kobler til TV-en …',
    fi: 'Yhdistetään televisioon …',
    en: 'Connecting to the TV …',
  },
  player_playing_on: {
    sv: 'Spelas på {device}',
    no: 'Spilles av på {device}',
    fi: 'Toistetaan laitteella {device}',
    en: 'Playing on {device}',
  },
  player_playing_elsewhere: {
    sv: 'Spelas på en annan skärm',
    no: 'Spilles av på en annen skjerm',
    fi: 'Toistetaan toisella näytöllä',
    en: 'Playing on another screen',
  },
  cast_receiver_page_title: {
    sv: 'Filmhyllan på tv',
    no: 'Filmhyllan på TV',
    fi: 'Filmhyllan televisiossa',
    en: 'Filmhyllan on TV',
  },
  cast_receiver_video: {
    sv: 'Filmen',
    no: 'Filmen',
    fi: 'Elokuva',
    en: 'The film',
  },
  cast_receiver_no_source: {
    sv: 'Ingen film att spela. Välj ”Spela på tv” i spelaren för att visa filmen här.',
    no: 'Ingen film å spille av. Velg «Spill av på TV» i avspilleren for å vise filmen her.',
    fi: 'Ei toistettavaa elokuvaa. Valitse soittimessa ”Toista televisiossa”, niin elokuva näkyy täällä.',
    en: 'No film to play. Choose “Play on TV” in the player to show the film here.',
  },
  cast_receiver_refused: {
    sv: 'Länken till filmen gäller inte längre eller är ogiltig. Starta filmen igen från ditt lån.',
    no: 'Lenken til filmen gjelder ikke lenger eller er ugyldig. Start filmen på nytt fra lånet ditt.',
    fi: 'Elokuvan linkki on vanhentunut tai virheellinen. Käynnistä elokuva uudelleen lainastasi.',
    en: 'The link to the film has expired or is not valid. Start the film again from your loan.',
  },
  cast_receiver_failed: {
    sv: 'Filmen kunde inte spelas. Försök igen om en stund.',
    no: 'Filmen kunne ikke spilles av. Prøv igjen om litt.',
    fi: 'Elokuvaa ei voitu toistaa. Yritä hetken kuluttua uudelleen.',
    en: 'The film could not be played. Please try again in a moment.',
  },
  cast_receiver_unsupported: {
    sv: 'Den här webbläsaren kan inte spela filmen. Prova Safari eller Google Chrome.',
    no: 'Denne nettleseren kan ikke spille av filmen. Prøv Safari eller Google Chrome.',
    fi: 'Tämä selain ei pysty toistamaan elokuvaa. Kokeile Safaria tai Google Chromea.',
    en: 'This browser cannot play the film. Try Safari or Google Chrome.',
  },
};
