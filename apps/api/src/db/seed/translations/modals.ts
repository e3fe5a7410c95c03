import type { TranslationTable } from './ui-translation';

/** Interface strings of the modals area. */
export const modalsTranslations: TranslationTable = {
  register_username_rules: {
    sv: '{min}–{max} tecken: bokstäverna a–z, siffror, punkt, understreck eller bindestreck.',
    no: '{min}–{max} tegn: bokstavene a–z, sifre, punktum, understrek eller bindestrek.',
    fi: '{min}–{max} merkkiä: kirjaimet a–z, numerot, piste, alaviiva tai yhdysviiva.',
    en: '{min}–{max} characters: the letters a–z, digits, full stop, underscore or hyphen.',
  },
  register_password_rules: {
    sv: 'Minst {min} tecken.',
    no: 'Minst {min} tegn.',
    fi: 'Vähintään {min} merkkiä.',
    en: 'At least {min} characters.',
  },
  newsletter_reactivate_body: {
    sv: 'Du får inte vårt nyhetsbrev just nu. Vill du börja få det igen? Tips om nya filmer och serier, ungefär en gång i månaden.',
    no: 'Du mottar ikke nyhetsbrevet vårt nå. Vil du begynne å få det igjen? Tips om nye filmer og serier, omtrent én gang i måneden.',
    fi: 'Et tällä hetkellä saa uutiskirjettämme. Haluatko tilata sen uudelleen? Vinkkejä uusista elokuvista ja sarjoista noin kerran kuukaudessa.',
    en: 'You are not receiving our newsletter at the moment. Would you like to start again? Tips on new films and series, about once a month.',
  },
  help_form_intro: {
    sv: 'Många frågor har redan ett svar på vår hjälpsida:',
    no: 'Mange spørsmål er allerede besvart på hjelpesiden vår:',
    fi: 'Moniin kysymyksiin löytyy vastaus jo ohjesivultamme:',
    en: 'Many questions are already answered on our help site:',
  },
};
