import type { Language } from '@filmhyllan/contract';
import { tokenScreenLink } from '../mail/one-time-link';

/** The librarian portal's screen that takes a one-time token: /{language}/lib/set-password/{token}. */
export const setPasswordLink = (baseUrl: string, language: Language, token: string): string =>
  tokenScreenLink(baseUrl, language, 'lib/set-password', token);

type Body = (username: string, link: string) => string;

interface MailTexts {
  inviteSubject: string;
  invite: Body;
  resetSubject: string;
  reset: Body;
}

/** The invitation and the reset e-mail in each interface language. */
const texts: Record<Language, MailTexts> = {
  sv: {
    inviteSubject: 'Ditt bibliotekariekonto på Filmhyllan',
    invite: (username, link) =>
      `Hej!\n\nDu har fått ett bibliotekariekonto på Filmhyllan med användarnamnet ${username}. ` +
      `Öppna länken inom 72 timmar för att välja ditt lösenord:\n\n${link}\n\n` +
      'Länken fungerar en gång.\n\nHälsningar\nFilmhyllan\n',
    resetSubject: 'Återställ ditt bibliotekarielösenord till Filmhyllan',
    reset: (username, link) =>
      `Hej!\n\nVi har fått en begäran om att återställa lösenordet för bibliotekariekontot ${username}. ` +
      `Öppna länken inom en timme för att välja ett nytt lösenord:\n\n${link}\n\n` +
      'Länken fungerar en gång. Har du inte bett om detta kan du bortse från meddelandet.\n\nHälsningar\nFilmhyllan\n',
  },
  no: {
    inviteSubject: 'Bibliotekarkontoen din på Filmhyllan',
    invite: (username, link) =>
      `Hei!\n\nDu har fått en bibliotekarkonto på Filmhyllan med brukernavnet ${username}. ` +
      `Åpne lenken innen 72 timer for å velge passordet ditt:\n\n${link}\n\n` +
      'Lenken virker én gang.\n\nHilsen\nFilmhyllan\n',
    resetSubject: 'Tilbakestill bibliotekarpassordet ditt til Filmhyllan',
    reset: (username, link) =>
      `Hei!\n\nVi har fått en forespørsel om å tilbakestille passordet for bibliotekarkontoen ${username}. ` +
      `Åpne lenken innen en time for å velge et nytt passord:\n\n${link}\n\n` +
      'Lenken virker én gang. Har du ikke bedt om dette, kan du se bort fra meldingen.\n\nHilsen\nFilmhyllan\n',
  },
  fi: {
    inviteSubject: 'Kirjastonhoitajan tilisi Filmhyllanissa',
    invite: (username, link) =>
      `Hei!\n\nSinulle on luotu Filmhyllanin kirjastonhoitajan tili käyttäjänimellä ${username}. ` +
      `Avaa linkki 72 tunnin kuluessa ja valitse salasanasi:\n\n${link}\n\n` +
      'Linkki toimii kerran.\n\nTerveisin\nFilmhyllan\n',
    resetSubject: 'Filmhyllanin kirjastonhoitajan salasanan vaihtaminen',
    reset: (username, link) =>
      `Hei!\n\nSaimme pyynnön vaihtaa kirjastonhoitajan tilin ${username} salasanan. ` +
      `Avaa linkki tunnin kuluessa ja valitse uusi salasana:\n\n${link}\n\n` +
      'Linkki toimii kerran. Jos et pyytänyt tätä, voit jättää viestin huomiotta.\n\nTerveisin\nFilmhyllan\n',
  },
  en: {
    inviteSubject: 'Your Filmhyllan librarian account',
    invite: (username, link) =>
      `Hello,\n\nYou have a librarian account on Filmhyllan with the username ${username}. ` +
      `Open the link within 72 hours to choose your password:\n\n${link}\n\n` +
      'The link works once.\n\nFilmhyllan\n',
    resetSubject: 'Reset your Filmhyllan librarian password',
    reset: (username, link) =>
      `Hello,\n\nWe were asked to reset the password of the librarian account ${username}. ` +
      `Open the link within an hour to choose a new password:\n\n${link}\n\n` +
      'The link works once. If you did not ask for this, ignore this message.\n\nFilmhyllan\n',
  },
};

export function librarianLinkMail(
  purpose: 'invite' | 'reset',
  language: Language,
  username: string,
  link: string,
): { subject: string; text: string } {
  const t = texts[language];
  return purpose === 'invite'
    ? { subject: t.inviteSubject, text: t.invite(username, link) }
    : { subject: t.resetSubject, text: t.reset(username, link) };
}
