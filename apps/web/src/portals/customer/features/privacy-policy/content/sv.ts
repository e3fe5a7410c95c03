import type { Country } from '@/lib/country';
import type { PolicyText } from '../policy-document';

const authority: Record<Country, string> = {
  se: 'Integritetsskyddsmyndigheten (IMY)',
  no: 'Datatilsynet i Norge',
  fi: 'Dataombudsmannens byrå i Finland',
};

export const svPolicy: PolicyText = (f) => ({
  title: 'Integritetspolicy',
  updatedLabel: 'Senast ändrad',
  intro: [
    'Med Filmhyllan kan du titta på film och serier med ditt lånekort. Här står vad tjänsten sparar om dig, ' +
      'varför, hur länge och vem du kan fråga om det.',
    'Filmhyllan drivs tillsammans med folkbiblioteken. Vi sparar bara det som tjänsten behöver för att ' +
      'fungera; ingenting säljs eller används för reklam.',
  ],
  labels: { what: 'Vad vi sparar', why: 'Varför', howLong: 'Hur länge' },
  sections: [
    {
      heading: 'När du lånar en titel',
      what:
        'Lånet: biblioteket, lånekortet, titeln och när lånet börjar och slutar. Är du inloggad kopplas lånet ' +
        'också till ditt konto. Din pinkod kontrolleras men sparas aldrig.',
      why:
        'För att du ska kunna titta på det du lånat, för att räkna lånen mot din gräns och bibliotekets ' +
        'budget, och för bibliotekets statistik. Så länge din session varar kopplas lånet också till den, så ' +
        'att du kan fortsätta titta efter att ha laddat om sidan utan att skriva pinkoden igen.',
      howLong:
        'Lånen sparas för bibliotekens statistik och budgetar, även efter att ett konto har tagits bort. ' +
        'Kopplingen till sessionen försvinner när sessionen tar slut eller när du loggar ut.',
    },
    {
      heading: 'Lånekort och pinkoder',
      what:
        'För att kunna kontrollera kort och pinkod har tjänsten bibliotekens lånekort: kortnumret, om kortet ' +
        'är spärrat och pinkoden bara som en envägskod som inte kan göras om till pinkoden igen. När en pinkod ' +
        'är fel noterar vi biblioteket, kortnumret, tiden och en envägskod av din nätverksadress.',
      why:
        'Så att bara kortets ägare kan låna med kortet, och för att stoppa gissning av pinkoder: ' +
        `${f.pinFailuresToLock} fel pinkoder inom ${f.pinWindowMinutes} minuter spärrar kortet en stund.`,
      howLong:
        'Korten så länge biblioteket använder tjänsten. En fel pinkod räknas mot kortet i ' +
        `${f.pinWindowMinutes} minuter.`,
    },
    {
      heading: 'Ditt konto',
      what:
        'Om du skapar ett konto: användarnamn, e-postadress, för- och efternamn och, om du anger dem, ' +
        'födelsedatum, barnläge, land och ditt val om nyhetsbrevet. Lösenordet sparas bara som en envägskod.',
      why: 'För att logga in dig, visa din profil och skicka en länk om du glömmer lösenordet.',
      howLong:
        'Så länge du har kontot. När du tar bort det stängs det direkt: dina sparade kort och favoriter tas ' +
        'bort, nyhetsbrevet upphör och du loggas ut överallt. Användarnamnet och e-postadressen finns kvar i ' +
        'det stängda kontot, och dess lån finns kvar i statistiken.',
    },
    {
      heading: 'Sparade lånekort',
      what: 'Om du sparar ett lånekort i ditt konto: biblioteket och kortnumret, aldrig pinkoden.',
      why: 'Så att du kan låna utan att skriva kortnummer och pinkod varje gång.',
      howLong: 'Tills du tar bort kortet eller ditt konto.',
    },
    {
      heading: 'Favoriter och var du slutade titta',
      what:
        'De titlar du markerar som favoriter, med biblioteket där du valde dem, och, när du är inloggad, hur ' +
        'långt du har tittat på varje titel.',
      why: 'För att visa dina favoriter och låta dig fortsätta titta på alla dina enheter.',
      howLong:
        'Favoriterna tills du tar bort dem eller ditt konto. Var du slutade titta sparas med ditt konto.',
    },
    {
      heading: 'Nyhetsbrev',
      what: 'Din e-postadress, ditt land och om du vill ha nyhetsbrevet.',
      why: 'För att skicka nyhetsbrevet du bett om, och för att komma ihåg ett nej så att vi inte frågar igen.',
      howLong: 'Tills du avslutar prenumerationen eller tar bort ditt konto, vilket avslutar den.',
    },
    {
      heading: 'Meddelanden till supporten',
      what: 'När du använder hjälpformuläret: ämnet, din e-postadress för svar och ditt meddelande.',
      why: 'För att kunna svara dig. Meddelandet skickas med e-post till supporten i ditt land.',
      howLong: 'Sparas så att supporten kan följa upp din fråga.',
    },
    {
      heading: 'Glömt lösenord',
      what: 'När du ber om ett nytt lösenord: en envägskod av länken vi skickar till dig.',
      why: 'Så att bara länken i din e-post kan sätta ett nytt lösenord.',
      howLong: `Länken fungerar en gång, i ${f.resetLinkHours === 1 ? 'en timme' : `${f.resetLinkHours} timmar`}.`,
    },
    {
      heading: 'Sessioner och cookies',
      what:
        'Två nödvändiga cookies håller din session: dess id och en säkerhetskod mot förfalskade anrop. På vår ' +
        'server sparas sessionen bara som envägskoder, med kontot den hör till. En tredje nödvändig cookie, ' +
        `${f.consentCookie}, kommer ihåg ditt cookieval. Analyscookies sätts bara om du tillåter dem.`,
      why: 'För att hålla dig inloggad, skydda formulär och inte fråga om cookies vid varje besök.',
      howLong:
        `En session tar slut senast efter ${f.sessionDays} dagar, tidigare om den inte används på ett tag, ` +
        `och tas då bort. Ditt cookieval sparas i ${f.consentDays} dagar.`,
    },
    {
      heading: 'Sparat i din webbläsare',
      what:
        'Din webbläsare sparar (i sin lokala lagring) ditt språk, biblioteket du valde senast, kortnumret du ' +
        'senast lånade med på varje bibliotek (aldrig pinkoden), var du slutade i filmer, lånemeddelanden du ' +
        'har stängt, om du har använt bibliotekariernas portal och antalet fel som har uppstått.',
      why: 'För att göra nästa besök enklare.',
      howLong: 'Tills du rensar webbläsarens data.',
    },
  ],
  rights: {
    heading: 'Dina rättigheter',
    text: [
      'Du kan fråga vad vi sparar om dig, få det rättat eller borttaget och invända mot hur det används. ' +
        'Det mesta kan du ändra själv under Inställningar, där du också kan ta bort ditt konto.',
      `Om du tycker att dina uppgifter hanteras fel kan du klaga hos ${authority[f.country]}.`,
    ],
  },
  contact: {
    heading: 'Kontakt',
    text: 'Frågor om dina uppgifter och den här policyn:',
    fallback: 'Frågor om dina uppgifter och den här policyn: använd kontaktadressen längst ner på sidan.',
  },
});
