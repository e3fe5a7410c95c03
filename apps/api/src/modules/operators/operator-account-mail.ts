import type { Language } from '@filmhyllan/contract';
import { tokenScreenLink } from '../mail/one-time-link';

/** The operator console's screen that takes an invitation token: /{language}/admin/set-password/{token}. */
export const operatorSetPasswordLink = (baseUrl: string, language: Language, token: string): string =>
  tokenScreenLink(baseUrl, language, 'admin/set-password', token);

const texts: Record<Language, { subject: string; body: (username: string, link: string) => string }> = {
  sv: {
    subject: 'Ditt konto i Filmhyllans driftkonsol',
    body: (username, link) =>
      `Hej!\n\nDu har fått ett konto i Filmhyllans driftkonsol med användarnamnet ${username}. ` +
      `Öppna länken inom 72 timmar för att välja ditt lösenord:\n\n${link}\n\n` +
      'När du sedan loggar in första gången kopplar du en autentiseringsapp till kontot (tvåstegsinloggning). ' +
      'Länken fungerar en gång.\n\nHälsningar\nFilmhyllan\n',
  },
  no: {
    subject: 'Kontoen din i Filmhyllans driftskonsoll',
    body: (username, link) =>
      `Hei!\n\nDu har fått en konto i Filmhyllans driftskonsoll med brukernavnet ${username}. ` +
      `Åpne lenken innen 72 timer for å velge passordet ditt:\n\n${link}\n\n` +
      'Når du logger inn første gang, kobler du en autentiseringsapp til kontoen (totrinnsinnlogging). ' +
      'Lenken virker én gang.\n\nHilsen\nFilmhyllan\n',
  },
  fi: {
    subject: 'Tilisi Filmhyllanin ylläpitokonsoliin',
    body: (username, link) =>
      `Hei!\n\nSinulle on luotu tili Filmhyllanin ylläpitokonsoliin käyttäjänimellä ${username}. ` +
      `Avaa linkki 72 tunnin kuluessa ja valitse salasanasi:\n\n${link}\n\n` +
      'Kun kirjaudut ensimmäisen kerran, liität tiliin todennussovelluksen (kaksivaiheinen tunnistautuminen). ' +
      'Linkki toimii kerran.\n\nTerveisin\nFilmhyllan\n',
  },
  en: {
    subject: 'Your Filmhyllan operator account',
    body: (username, link) =>
      `Hello,\n\nYou have an operator account in the Filmhyllan console with the username ${username}. ` +
      `Open the link within 72 hours to choose your password:\n\n${link}\n\n` +
      'At your first login you connect an authenticator app to the account (two-factor login). ' +
      'The link works once.\n\nFilmhyllan\n',
  },
};

/** The invitation e-mail of a new operator in an interface language. */
export function operatorInviteMail(
  language: Language,
  username: string,
  link: string,
): { subject: string; text: string } {
  const t = texts[language];
  return { subject: t.subject, text: t.body(username, link) };
}
