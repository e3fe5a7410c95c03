import type { Language } from '@filmhyllan/contract';

export function resetLink(baseUrl: string, language: Language, token: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(`${language}/settings/change-password/${token}`, base).toString();
}

interface MailText {
  subject: string;
  body: (name: string, username: string, link: string) => string;
}

/** The reset e-mail in each interface language. */
const texts: Record<Language, MailText> = {
  sv: {
    subject: 'Återställ ditt lösenord till Filmhyllan',
    body: (name, username, link) =>
      `Hej ${name}!\n\nVi har fått en begäran om att återställa lösenordet för ditt konto ${username}. ` +
      `Öppna länken inom en timme för att välja ett nytt lösenord:\n\n${link}\n\n` +
      'Länken fungerar en gång. Har du inte bett om detta kan du bortse från meddelandet; ' +
      'ditt lösenord är oförändrat.\n\nHälsningar\nFilmhyllan\n',
  },
  no: {
    subject: 'Tilbakestill passordet ditt til Filmhyllan',
    body: (name, username, link) =>
      `Hei ${name}!\n\nVi har fått en forespørsel om å tilbakestille passordet for kontoen din ${username}. ` +
      `Åpne lenken innen en time for å velge et nytt passord:\n\n${link}\n\n` +
      'Lenken virker én gang. Har du ikke bedt om dette, kan du se bort fra meldingen; ' +
      'passordet ditt er uendret.\n\nHilsen\nFilmhyllan\n',
  },
  fi: {
    subject: 'Filmhyllan-salasanasi vaihtaminen',
    body: (name, username, link) =>
      `Hei ${name}!\n\nSaimme pyynnön vaihtaa tilisi ${username} salasanan. ` +
      `Avaa linkki tunnin kuluessa ja valitse uusi salasana:\n\n${link}\n\n` +
      'Linkki toimii kerran. Jos et pyytänyt tätä, voit jättää viestin huomiotta; ' +
      'salasanasi on ennallaan.\n\nTerveisin\nFilmhyllan\n',
  },
  en: {
    subject: 'Reset your Filmhyllan password',
    body: (name, username, link) =>
      `Hello ${name},\n\nWe were asked to reset the password of your account ${username}. ` +
      `Open the link within an hour to choose a new password:\n\n${link}\n\n` +
      'The link works once. If you did not ask for this, ignore this message; ' +
      'your password has not changed.\n\nFilmhyllan\n',
  },
};

export function passwordResetMail(
  language: Language,
  user: { firstName: string; username: string },
  link: string,
): { subject: string; text: string } {
  const text = texts[language];
  return { subject: text.subject, text: text.body(user.firstName || user.username, user.username, link) };
}
