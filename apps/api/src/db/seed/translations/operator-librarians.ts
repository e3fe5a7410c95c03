import type { TranslationTable } from './ui-translation';

/** Interface strings of the librarians section of a library in the operator console (decision 041). */
export const operatorLibrariansTranslations: TranslationTable = {
  operator_librarians_title: {
    sv: 'Bibliotekarier',
    no: 'Bibliotekarer',
    fi: 'Kirjastonhoitajat',
    en: 'Librarians',
  },
  operator_librarians_none: {
    sv: 'Biblioteket har inga bibliotekarier ännu.',
    no: 'Biblioteket har ingen bibliotekarer ennå.',
    fi: 'Kirjastolla ei ole vielä kirjastonhoitajia.',
    en: 'The library has no librarians yet.',
  },
  operator_librarians_load_failed: {
    sv: 'Bibliotekarierna kunde inte hämtas.',
    no: 'Bibliotekarene kunne ikke hentes.',
    fi: 'Kirjastonhoitajia ei voitu hakea.',
    en: 'The librarians could not be loaded.',
  },
  operator_librarian_status_invited: {
    sv: 'Inbjuden',
    no: 'Invitert',
    fi: 'Kutsuttu',
    en: 'Invited',
  },
  operator_librarian_status_active: { sv: 'Aktiv', no: 'Aktiv', fi: 'Aktiivinen', en: 'Active' },
  operator_librarian_status_deactivated: {
    sv: 'Inaktiverad',
    no: 'Deaktivert',
    fi: 'Poistettu käytöstä',
    en: 'Deactivated',
  },
  operator_librarian_no_email: {
    sv: 'Ingen e-postadress',
    no: 'Ingen e-postadresse',
    fi: 'Ei sähköpostiosoitetta',
    en: 'No e-mail address',
  },
  operator_librarian_invite_valid_until: {
    sv: 'Inbjudan gäller till {time}',
    no: 'Invitasjonen gjelder til {time}',
    fi: 'Kutsu on voimassa {time} asti',
    en: 'Invitation valid until {time}',
  },
  operator_librarian_invite_expired: {
    sv: 'Inbjudan gick ut {time}. Skicka en ny.',
    no: 'Invitasjonen utløp {time}. Send en ny.',
    fi: 'Kutsu vanheni {time}. Lähetä uusi.',
    en: 'The invitation expired {time}. Send a new one.',
  },
  operator_librarian_added: {
    sv: 'Tillagd {time}',
    no: 'Lagt til {time}',
    fi: 'Lisätty {time}',
    en: 'Added {time}',
  },
  operator_librarian_resend: {
    sv: 'Skicka inbjudan igen',
    no: 'Send invitasjonen på nytt',
    fi: 'Lähetä kutsu uudelleen',
    en: 'Resend invitation',
  },
  operator_librarian_resent: {
    sv: 'En ny inbjudan har skickats till {email}. Den tidigare länken fungerar inte längre.',
    no: 'En ny invitasjon er sendt til {email}. Den forrige lenken virker ikke lenger.',
    fi: 'Uusi kutsu on lähetetty osoitteeseen {email}. Aiempi linkki ei enää toimi.',
    en: 'A new invitation has been sent to {email}. The earlier link no longer works.',
  },
  operator_librarian_deactivate: {
    sv: 'Inaktivera',
    no: 'Deaktiver',
    fi: 'Poista käytöstä',
    en: 'Deactivate',
  },
  operator_librarian_deactivate_title: {
    sv: 'Inaktivera {username}?',
    no: 'Deaktivere {username}?',
    fi: 'Poistetaanko {username} käytöstä?',
    en: 'Deactivate {username}?',
  },
  operator_librarian_deactivate_body: {
    sv: '{username} kan inte logga in längre. Bibliotekariens alla inloggningar avslutas direkt, även i andra webbläsare, och länkar i inbjudningar och återställningsmejl slutar fungera. Kontot och dess historik finns kvar.',
    no: '{username} kan ikke logge inn lenger. Alle bibliotekarens innlogginger avsluttes umiddelbart, også i andre nettlesere, og lenker i invitasjoner og e-poster om tilbakestilling slutter å virke. Kontoen og historikken beholdes.',
    fi: '{username} ei voi enää kirjautua sisään. Kaikki kirjastonhoitajan kirjautumiset päättyvät heti, myös muissa selaimissa, eivätkä kutsujen ja salasanan palautusviestien linkit enää toimi. Tili ja sen historia säilyvät.',
    en: '{username} can no longer log in. All of the librarian’s sessions end at once, in other browsers too, and the links in invitations and reset e-mails stop working. The account and its history are kept.',
  },
  operator_librarian_deactivated: {
    sv: '{username} är inaktiverad och har loggats ut överallt.',
    no: '{username} er deaktivert og logget ut overalt.',
    fi: '{username} on poistettu käytöstä ja kirjattu ulos kaikkialta.',
    en: '{username} is deactivated and has been logged out everywhere.',
  },
  operator_librarian_invite_title: {
    sv: 'Bjud in en bibliotekarie',
    no: 'Inviter en bibliotekar',
    fi: 'Kutsu kirjastonhoitaja',
    en: 'Invite a librarian',
  },
  operator_librarian_invite_intro: {
    sv: 'Bibliotekarien får ett mejl med en länk för att välja lösenord. Länken gäller i 72 timmar och kan användas en gång.',
    no: 'Bibliotekaren får en e-post med en lenke for å velge passord. Lenken gjelder i 72 timer og kan brukes én gang.',
    fi: 'Kirjastonhoitaja saa sähköpostin, jossa on linkki salasanan valitsemiseen. Linkki on voimassa 72 tuntia, ja sitä voi käyttää kerran.',
    en: 'The librarian gets an e-mail with a link to choose a password. The link is valid for 72 hours and works once.',
  },
  operator_librarian_invite_send: {
    sv: 'Skicka inbjudan',
    no: 'Send invitasjon',
    fi: 'Lähetä kutsu',
    en: 'Send invitation',
  },
  operator_librarian_invited: {
    sv: '{username} är inbjuden. Inbjudan har skickats till {email}.',
    no: '{username} er invitert. Invitasjonen er sendt til {email}.',
    fi: '{username} on kutsuttu. Kutsu on lähetetty osoitteeseen {email}.',
    en: '{username} is invited. The invitation has been sent to {email}.',
  },
};
