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
        'Lånet: biblioteket, lånekortet, titeln, dess pris och när lånet börjar och slutar. Är du inloggad ' +
        'kopplas lånet också till ditt konto. Din pinkod kontrolleras men sparas aldrig.',
      why:
        'För att du ska kunna titta på det du lånat, för att räkna lånen mot bibliotekets gräns per månad ' +
        'eller vecka och mot bibliotekets budget, och för bibliotekets statistik. Så länge din session varar ' +
        'kopplas lånet också till den, så att du kan fortsätta titta efter att ha laddat om sidan utan att ' +
        'skriva pinkoden igen.',
      howLong:
        `Kopplingen mellan ett lån och ditt kort och konto tas bort ${f.loanLinkDays} dagar efter att lånet ` +
        'har tagit slut, men inte innan kalendermånaden då lånet började är slut och alla lån som började den ' +
        `månaden på biblioteket har varit slut i ${f.loanLinkDays} dagar, eftersom bibliotekets gräns räknar ` +
        'ett korts lån per månad. Därefter har lånet bara kvar biblioteket, titeln, priset och tiderna, för ' +
        'statistiken och budgetarna; ingen kan se vem som lånade. Är du inloggad kan du under Inställningar ' +
        'välja att spara din lånehistorik: då finns kopplingen till ditt konto kvar tills du stänger av det ' +
        'eller tar bort kontot (kopplingen till kortet tas bort ändå). Kopplingen till sessionen försvinner när sessionen tar slut ' +
        'eller när du loggar ut.',
    },
    {
      heading: 'Lånekort och pinkoder',
      what:
        'För att kunna kontrollera kort och pinkod har tjänsten bibliotekens lånekort: kortnumret, om kortet ' +
        'är spärrat och pinkoden bara som en envägskod som inte kan göras om till pinkoden igen. När en pinkod ' +
        'är fel noterar vi biblioteket, kortnumret, tiden och en envägskod av din nätverksadress. För bibliotek ' +
        'vars eget bibliotekssystem kontrollerar korten skickas pinkoden vidare dit och sparas inte hos oss i ' +
        'någon form.',
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
        'Så länge du har kontot. När du tar bort det raderas allt som sparats om det direkt: användarnamn, ' +
        'e-postadress, namn, födelsedatum och lösenordets envägskod, dina sparade kort, favoriter och var du ' +
        'slutade titta, dina länkar för nytt lösenord, dina inloggningar på alla enheter, prenumerationen på ' +
        'nyhetsbrevet för din adress och meddelandena till supporten som skickats från kontot eller från dess ' +
        'adress. Inget sparas för att känna igen dig: du kan skapa ett nytt konto med samma användarnamn och ' +
        'adress. Kvar blir lånen du gjort, för bibliotekets statistik och budget, utan koppling till dig från ' +
        'och med då, utom kopplingen till lånekortet, som tas bort som för alla lån: ' +
        `${f.loanLinkDays} dagar efter lånets slut, tidigast när månaden är slut. Säkerhetskopior av databasen, ` +
        'som bara används för att återställa tjänsten efter ett fel, innehåller kontot tills nyare ersätter dem.',
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
      howLong: 'Tills du tar bort dem eller ditt konto.',
    },
    {
      heading: 'Nyhetsbrev',
      what: 'Din e-postadress, ditt land och om du vill ha nyhetsbrevet.',
      why: 'För att skicka nyhetsbrevet du bett om, och för att komma ihåg ett nej så att vi inte frågar igen.',
      howLong:
        'Tills du avslutar prenumerationen (då kommer vi ihåg ditt nej) eller tar bort ditt konto, vilket ' +
        'raderar prenumerationen för dess adress.',
    },
    {
      heading: 'Meddelanden till supporten',
      what: 'När du använder hjälpformuläret: ämnet, din e-postadress för svar och ditt meddelande.',
      why: 'För att kunna svara dig. Meddelandet skickas med e-post till supporten i ditt land.',
      howLong:
        'Sparas så att supporten kan följa upp din fråga. Meddelanden som skickats när du var inloggad eller ' +
        'från ditt kontos adress raderas med kontot. Kopian som skickats med e-post till supporten finns i dess ' +
        'brevlåda, utanför tjänsten: be supporten radera den.',
    },
    {
      heading: 'Statistik och budgetvarningar',
      what:
        'Bibliotekarier ser siffror för sitt bibliotek: lån och kostnad per dag, månad och titel, och hur många ' +
        'olika låntagare som lånat (först från fem). När ett bibliotek har använt 80 % och 100 % av sin ' +
        'månadsbudget får dess bibliotekarier ett e-postmeddelande med siffrorna.',
      why: 'Så att biblioteken kan följa sin budget och vad deras låntagare tittar på.',
      howLong: 'Siffrorna är antal: de pekar aldrig ut ett kort eller en person.',
    },
    {
      heading: 'Serverloggar',
      what:
        'Våra servrar loggar anrop och fel för felsökning: tiden, adressen som anropades och svaret. ' +
        'Lösenord, pinkoder, kortnummer, nycklar och sessions-id tas bort från varje loggrad.',
      why: 'För att hitta och rätta fel och stoppa angrepp.',
      howLong: 'Så länge den som driver tjänsten sparar loggarna för felsökning.',
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
        `${f.consentCookie}, kommer ihåg ditt cookieval. Vi använder ingen analys och hämtar ingen kod eller ` +
        'cookies från andra webbplatser; analys skulle vara avstängd om du inte tillät den.',
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
