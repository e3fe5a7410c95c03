import type { Country } from '@/lib/country';
import type { PolicyText } from '../policy-document';

const authority: Record<Country, string> = {
  se: 'the Swedish Authority for Privacy Protection (IMY)',
  no: 'the Norwegian Data Protection Authority (Datatilsynet)',
  fi: 'the Office of the Data Protection Ombudsman in Finland',
};

export const enPolicy: PolicyText = (f) => ({
  title: 'Privacy policy',
  updatedLabel: 'Last updated',
  intro: [
    'Filmhyllan lets you watch films and series with your library card. This page explains what the service ' +
      'stores about you, why, for how long, and whom to ask about it.',
    'Filmhyllan is run together with the public libraries. We store only what the service needs to work; ' +
      'nothing is sold or used for advertising.',
  ],
  labels: { what: 'What we store', why: 'Why', howLong: 'For how long' },
  sections: [
    {
      heading: 'Borrowing a title',
      what:
        'The loan: the library, the library card, the title, its price, and when the loan starts and ends. If you ' +
        'are logged in, the loan is also linked to your account. Your PIN is checked and never stored.',
      why:
        "To let you watch what you borrowed, to count your loans against the library's limit per month or week " +
        "and the library's budget, and for the library's statistics. While your session lasts, the loan is also " +
        'linked to it, so that you can go on watching after reloading the page without typing your PIN again.',
      howLong:
        `The link between a loan and your card and account is removed ${f.loanLinkDays} days after the loan ends, ` +
        'but not before the calendar month it began in is over and every loan begun that month at the library ' +
        `has ended ${f.loanLinkDays} days ago, since the library's limit counts a card's loans per month. From ` +
        'then on the loan keeps only the library, the title, the price and its times, for the statistics and ' +
        'budgets; nobody can tell who borrowed it. If you are logged in, you may choose under Settings to keep ' +
        'your loan history: then the link to your account stays until you switch it off or delete the account ' +
        '(the link to the card goes all the same). The link to your session goes when the session ends or you log out.',
    },
    {
      heading: 'Library cards and PINs',
      what:
        "To check a card and PIN, the service keeps each library's cards: the card number, whether the card " +
        'is blocked, and the PIN only as a one-way keyed code that cannot be turned back into the PIN. When a ' +
        'PIN is wrong, we note the library, the card number, the time and a one-way code of your network ' +
        'address. For libraries whose own library system checks cards, the PIN is passed on to that system and ' +
        'not stored by us in any form.',
      why:
        `So that only the card holder can borrow with a card, and to stop PIN guessing: ${f.pinFailuresToLock} ` +
        `wrong PINs within ${f.pinWindowMinutes} minutes lock the card for a while.`,
      howLong:
        'The cards as long as the library uses the service. A wrong PIN counts against the card for ' +
        `${f.pinWindowMinutes} minutes.`,
    },
    {
      heading: 'Your account',
      what:
        'If you create an account: your username, e-mail address, first and last name, and, if you give ' +
        'them, your birth date, children mode, country and newsletter choice. Your password is stored only ' +
        'as a one-way hash.',
      why: 'To log you in, to show your profile, and to send you a link if you forget your password.',
      howLong:
        'As long as you keep the account. When you delete it, everything stored about it is erased at once: ' +
        'your username, e-mail address, names, birth date and password hash, your saved cards, favourites and ' +
        'where you stopped watching, your password reset links, your logins on every device, the newsletter ' +
        'subscription of your address, and the messages to support sent from the account or from its address. ' +
        'Nothing is kept to recognise you: you may create a new account with the same username and address. ' +
        "What remains are the loans you made, for the library's statistics and budget, with no link to you " +
        'from then on, except the link to the library card, which goes as for every loan: ' +
        `${f.loanLinkDays} days after the loan ends, at the earliest when its month is over. Backup copies of the ` +
        'database, kept only to restore the service after a failure, hold the account until newer ones replace them.',
    },
    {
      heading: 'Saved library cards',
      what: 'If you save a library card in your account: the library and the card number, never the PIN.',
      why: 'So that you can borrow without typing your card number and PIN each time.',
      howLong: 'Until you remove the card or delete your account.',
    },
    {
      heading: 'Favourites and where you stopped',
      what:
        'The titles you mark as favourites, with the library you chose them in, and, when you are logged in, ' +
        'how far you have watched each title.',
      why: 'To show your favourites and let you go on watching on any of your devices.',
      howLong: 'Until you remove them or delete your account.',
    },
    {
      heading: 'Newsletter',
      what: 'Your e-mail address, your country and whether you want the newsletter.',
      why: 'To send you the newsletter you asked for, and to remember a no, so that we do not ask again.',
      howLong:
        'Until you unsubscribe (your no is then remembered) or delete your account, which deletes the ' +
        'subscription of its address.',
    },
    {
      heading: 'Messages to support',
      what: 'When you use the help form: the subject, your contact e-mail address and your message.',
      why: 'To answer you. The message is forwarded by e-mail to the support of your country.',
      howLong:
        'Kept so that support can follow up your question. Messages sent while logged in or from the address ' +
        'of your account are deleted with the account. The copy e-mailed to support is in its mailbox, ' +
        'outside the service: ask support to delete it.',
    },
    {
      heading: 'Statistics and budget alerts',
      what:
        'Librarians see numbers for their library: loans and money spent per day, month and title, and how ' +
        'many different patrons borrowed (only from five upwards). When a library has used 80 % and 100 % of its ' +
        'monthly budget, its librarians get an e-mail with the figures.',
      why: 'So that libraries can follow their budget and what their patrons watch.',
      howLong: 'The figures are counts: they never name a card or a person.',
    },
    {
      heading: 'Server logs',
      what:
        'Our servers log requests and errors for troubleshooting: the time, the address called and the answer. ' +
        'Passwords, PINs, card numbers, tokens and session ids are removed from every log line.',
      why: 'To find and fix faults and to stop attacks.',
      howLong: 'As long as the operator of the service keeps its logs for troubleshooting.',
    },
    {
      heading: 'Forgotten password',
      what: 'When you ask for a new password: a one-way code of the link we e-mail you.',
      why: 'So that only the link in your e-mail can set a new password.',
      howLong: `The link works once, for ${f.resetLinkHours === 1 ? 'one hour' : `${f.resetLinkHours} hours`}.`,
    },
    {
      heading: 'Sessions and cookies',
      what:
        'Two necessary cookies keep your session: its id and a security token against forged requests. On ' +
        'our server a session is kept only as one-way codes, with the account it belongs to. A third ' +
        `necessary cookie, ${f.consentCookie}, remembers your cookie choice. We use no analytics and load no ` +
        'code or cookies from other sites; analytics would stay off unless you allowed them.',
      why: 'To keep you logged in, to protect forms, and to not ask about cookies on every visit.',
      howLong:
        `A session ends at the latest after ${f.sessionDays} days, earlier when it is not used for a while, ` +
        `and is then deleted. Your cookie choice is kept for ${f.consentDays} days.`,
    },
    {
      heading: 'Stored in your browser',
      what:
        'Your browser keeps (in its local storage) your language, the library you chose last, the card ' +
        'number you last borrowed with at each library (never the PIN), where you stopped in films, the loan ' +
        'notices you have closed, whether you have used the librarians’ portal, and a count of errors.',
      why: 'To make your next visit easier.',
      howLong: 'Until you clear your browser data.',
    },
  ],
  rights: {
    heading: 'Your rights',
    text: [
      'You may ask what we store about you, have it corrected or deleted, and object to how it is used. ' +
        'You can change most of it yourself under Settings, and delete your account there.',
      `If you think your data is handled wrongly, you may complain to ${authority[f.country]}.`,
    ],
  },
  contact: {
    heading: 'Contact',
    text: 'Questions about your data and this policy:',
    fallback: 'Questions about your data and this policy: use the contact address at the foot of the page.',
  },
});
