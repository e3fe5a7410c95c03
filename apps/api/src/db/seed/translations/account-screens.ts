import type { TranslationTable } from './ui-translation';

/** Interface strings of the account screens area. */
export const accountScreensTranslations: TranslationTable = {
  // ------------------------------------------------------------ profile
  profile_intro: {
    sv: 'Dina favoriter, dina lån och dina sparade lånekort.',
    no: 'Favorittene dine, lånene dine og de lagrede lånekortene dine.',
    fi: 'Suosikkisi, lainasi ja tallennetut kirjastokorttisi.',
    en: 'Your favourites, your loans and your saved library cards.',
  },
  profile_data_failed: {
    sv: 'Det gick inte att hämta dina uppgifter.',
    no: 'Det gikk ikke å hente opplysningene dine.',
    fi: 'Tietojasi ei voitu hakea.',
    en: 'Your details could not be loaded.',
  },
  past_loan_library: {
    sv: 'Bibliotek: {library}',
    no: 'Bibliotek: {library}',
    fi: 'Kirjasto: {library}',
    en: 'Library: {library}',
  },
  saved_cards_intro: {
    sv: 'Med ett sparat lånekort lånar du utan att skriva kortnummer och PIN-kod.',
    no: 'Med et lagret lånekort låner du uten å skrive kortnummer og PIN-kode.',
    fi: 'Tallennetulla kirjastokortilla lainaat kirjoittamatta kortin numeroa ja PIN-koodia.',
    en: 'With a saved library card you borrow without typing the card number and PIN.',
  },
  saved_card_ending: {
    sv: 'Kort som slutar på {digits}',
    no: 'Kort som slutter på {digits}',
    fi: 'Kortti, jonka numero päättyy {digits}',
    en: 'Card ending in {digits}',
  },
  saved_card_remove_confirm: {
    sv: 'Ta bort det sparade lånekortet för {library}? För att lägga till det igen behöver du kortnummer och PIN-kod.',
    no: 'Fjerne det lagrede lånekortet for {library}? For å legge det til igjen trenger du kortnummer og PIN-kode.',
    fi: 'Poistetaanko tallennettu kortti ({library})? Jos haluat lisätä sen uudelleen, tarvitset kortin numeron ja PIN-koodin.',
    en: 'Remove the saved card for {library}? To add it again you will need the card number and PIN.',
  },
  saved_card_remove_yes: { sv: 'Ja, ta bort', no: 'Ja, fjern', fi: 'Kyllä, poista', en: 'Yes, remove' },
  saved_card_keep: { sv: 'Behåll kortet', no: 'Behold kortet', fi: 'Säilytä kortti', en: 'Keep the card' },
  saved_card_removed: {
    sv: 'Lånekortet för {library} är borttaget.',
    no: 'Lånekortet for {library} er fjernet.',
    fi: 'Tallennettu kortti on poistettu ({library}).',
    en: 'The card for {library} has been removed.',
  },
  saved_card_remove_failed: {
    sv: 'Det gick inte att ta bort lånekortet. Försök igen.',
    no: 'Det gikk ikke å fjerne lånekortet. Prøv igjen.',
    fi: 'Kirjastokorttia ei voitu poistaa. Yritä uudelleen.',
    en: 'The card could not be removed. Please try again.',
  },

  // ------------------------------------------------------------ settings
  settings_intro: {
    sv: 'Ändra dina uppgifter och ditt lösenord, eller radera ditt konto.',
    no: 'Endre opplysningene og passordet ditt, eller slett kontoen din.',
    fi: 'Muuta tietojasi ja salasanaasi tai poista tilisi.',
    en: 'Change your details and your password, or delete your account.',
  },
  birthdate_optional: {
    sv: 'Frivilligt.',
    no: 'Valgfritt.',
    fi: 'Vapaaehtoinen.',
    en: 'Optional.',
  },
  account_password_rules: {
    sv: 'Minst {min} tecken. Ett långt lösenord av flera ord är lätt att minnas och svårt att gissa.',
    no: 'Minst {min} tegn. Et langt passord av flere ord er lett å huske og vanskelig å gjette.',
    fi: 'Vähintään {min} merkkiä. Useasta sanasta koostuva pitkä salasana on helppo muistaa ja vaikea arvata.',
    en: 'At least {min} characters. A long password of several words is easy to remember and hard to guess.',
  },
  delete_account_intro: {
    sv: 'Ditt konto, dina sparade lånekort och dina favoriter tas bort och nyhetsbrevet avslutas. Dina tidigare lån finns kvar i bibliotekens statistik.',
    no: 'Kontoen din, de lagrede lånekortene og favorittene dine fjernes, og nyhetsbrevet avsluttes. Tidligere lån blir værende i bibliotekenes statistikk.',
    fi: 'Tilisi, tallennetut kirjastokorttisi ja suosikkisi poistetaan, ja uutiskirjeen tilaus päättyy. Aiemmat lainasi säilyvät kirjastojen tilastoissa.',
    en: "Your account, saved library cards and favourites are removed and the newsletter ends. Your past loans stay in the libraries' statistics.",
  },

  // ------------------------------------------------------------ password reset link
  reset_password_title: {
    sv: 'Välj ett nytt lösenord',
    no: 'Velg et nytt passord',
    fi: 'Valitse uusi salasana',
    en: 'Choose a new password',
  },
  reset_password_intro: {
    sv: 'Skriv det nya lösenordet för ditt konto. Länken fungerar en gång.',
    no: 'Skriv det nye passordet for kontoen din. Lenken virker én gang.',
    fi: 'Kirjoita tilillesi uusi salasana. Linkki toimii vain kerran.',
    en: 'Type the new password for your account. The link works once.',
  },
  reset_password_new_link: {
    sv: 'Skicka en ny länk',
    no: 'Send en ny lenke',
    fi: 'Lähetä uusi linkki',
    en: 'Send a new link',
  },
  reset_password_log_in: {
    sv: 'Logga in med ditt nya lösenord.',
    no: 'Logg inn med det nye passordet ditt.',
    fi: 'Kirjaudu sisään uudella salasanallasi.',
    en: 'Log in with your new password.',
  },
};
