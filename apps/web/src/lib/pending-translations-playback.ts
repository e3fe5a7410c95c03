import type { Translations } from '@filmhyllan/contract';

/**
 * Strings of the loan box and the player that the server's translation table (the seed,
 * apps/api/src/db/seed/translations.ts) does not have yet; see pending-translations.ts. Remove an entry here once
 * the seed has it.
 */
export const playbackTranslations: Translations = {
  // ------------------------------------------------------------ loan box
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

  // ------------------------------------------------------------ player
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
};
