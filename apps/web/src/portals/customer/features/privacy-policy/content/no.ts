import type { Country } from '@/lib/country';
import type { PolicyText } from '../policy-document';

const authority: Record<Country, string> = {
  se: 'Integritetsskyddsmyndigheten (IMY) i Sverige',
  no: 'Datatilsynet',
  fi: 'Datatilsynet i Finland (Tietosuojavaltuutettu)',
};

export const noPolicy: PolicyText = (f) => ({
  title: 'Personvernerklæring',
  updatedLabel: 'Sist endret',
  intro: [
    'Med Filmhyllan kan du se film og serier med lånekortet ditt. Her står det hva tjenesten lagrer om deg, ' +
      'hvorfor, hvor lenge og hvem du kan spørre om det.',
    'Filmhyllan drives sammen med folkebibliotekene. Vi lagrer bare det tjenesten trenger for å virke; ' +
      'ingenting selges eller brukes til reklame.',
  ],
  labels: { what: 'Hva vi lagrer', why: 'Hvorfor', howLong: 'Hvor lenge' },
  sections: [
    {
      heading: 'Når du låner en tittel',
      what:
        'Lånet: biblioteket, lånekortet, tittelen, prisen og når lånet begynner og slutter. Er du logget inn, ' +
        'kobles lånet også til kontoen din. PIN-koden din kontrolleres, men lagres aldri.',
      why:
        'For at du skal kunne se det du har lånt, for å telle lånene mot bibliotekets grense per måned eller ' +
        'uke og mot bibliotekets budsjett, og for bibliotekets statistikk. Så lenge økten din varer, kobles ' +
        'lånet også til den, slik at du kan fortsette å se etter å ha lastet siden på nytt uten å skrive ' +
        'PIN-koden igjen.',
      howLong:
        `Koblingen mellom et lån og kortet og kontoen din fjernes ${f.loanLinkDays} dager etter at lånet er ` +
        'over, men ikke før kalendermåneden lånet begynte i er omme og alle lån som begynte den måneden på ' +
        `biblioteket har vært over i ${f.loanLinkDays} dager, fordi bibliotekets grense teller et korts lån ` +
        'per måned. Deretter har lånet bare biblioteket, tittelen, prisen og tidene igjen, for statistikken og ' +
        'budsjettene; ingen kan se hvem som lånte. Er du logget inn, kan du under Innstillinger velge å ' +
        'beholde lånehistorikken: da blir koblingen til kontoen værende til du slår det av eller sletter ' +
        'kontoen (koblingen til kortet fjernes likevel). Koblingen til økten forsvinner når økten er over eller du logger ut.',
    },
    {
      heading: 'Lånekort og PIN-koder',
      what:
        'For å kontrollere kort og PIN-kode har tjenesten bibliotekenes lånekort: kortnummeret, om kortet er ' +
        'sperret og PIN-koden bare som en enveiskode som ikke kan gjøres om til PIN-koden igjen. Når en ' +
        'PIN-kode er feil, noterer vi biblioteket, kortnummeret, tidspunktet og en enveiskode av ' +
        'nettverksadressen din. For bibliotek der bibliotekets eget system kontrollerer kortene, sendes ' +
        'PIN-koden videre dit og lagres ikke hos oss i noen form.',
      why:
        'Slik at bare kortets eier kan låne med kortet, og for å stoppe gjetting av PIN-koder: ' +
        `${f.pinFailuresToLock} feil PIN-koder innen ${f.pinWindowMinutes} minutter sperrer kortet en stund.`,
      howLong:
        'Kortene så lenge biblioteket bruker tjenesten. En feil PIN-kode teller mot kortet i ' +
        `${f.pinWindowMinutes} minutter.`,
    },
    {
      heading: 'Kontoen din',
      what:
        'Hvis du oppretter en konto: brukernavn, e-postadresse, for- og etternavn og, hvis du oppgir dem, ' +
        'fødselsdato, barnemodus, land og valget ditt om nyhetsbrevet. Passordet lagres bare som en enveiskode.',
      why: 'For å logge deg inn, vise profilen din og sende deg en lenke hvis du glemmer passordet.',
      howLong:
        'Så lenge du har kontoen. Når du sletter den, slettes alt som er lagret om den med en gang: ' +
        'brukernavn, e-postadresse, navn, fødselsdato og passordets enveiskode, de lagrede kortene, ' +
        'favorittene og hvor du slapp, lenkene dine for nytt passord, innloggingene dine på alle enheter, ' +
        'abonnementet på nyhetsbrevet for adressen din og meldingene til kundestøtte sendt fra kontoen eller ' +
        'fra adressen dens. Ingenting lagres for å kjenne deg igjen: du kan opprette en ny konto med samme ' +
        'brukernavn og adresse. Igjen blir lånene du har gjort, for bibliotekets statistikk og budsjett, uten ' +
        'kobling til deg fra da av, bortsett fra koblingen til lånekortet, som fjernes som for alle lån: ' +
        `${f.loanLinkDays} dager etter at lånet er over, tidligst når måneden er omme. Sikkerhetskopier av ` +
        'databasen, som bare brukes til å gjenopprette tjenesten etter en feil, inneholder kontoen til nyere erstatter dem.',
    },
    {
      heading: 'Lagrede lånekort',
      what: 'Hvis du lagrer et lånekort i kontoen din: biblioteket og kortnummeret, aldri PIN-koden.',
      why: 'Slik at du kan låne uten å skrive kortnummer og PIN-kode hver gang.',
      howLong: 'Til du fjerner kortet eller sletter kontoen din.',
    },
    {
      heading: 'Favoritter og hvor du slapp',
      what:
        'Titlene du merker som favoritter, med biblioteket der du valgte dem, og, når du er logget inn, hvor ' +
        'langt du har sett i hver tittel.',
      why: 'For å vise favorittene dine og la deg fortsette å se på alle enhetene dine.',
      howLong: 'Til du fjerner dem eller sletter kontoen.',
    },
    {
      heading: 'Nyhetsbrev',
      what: 'E-postadressen din, landet ditt og om du vil ha nyhetsbrevet.',
      why: 'For å sende nyhetsbrevet du har bedt om, og for å huske et nei, slik at vi ikke spør igjen.',
      howLong:
        'Til du melder deg av (da husker vi neiet ditt) eller sletter kontoen, som sletter abonnementet for ' +
        'adressen dens.',
    },
    {
      heading: 'Meldinger til kundestøtte',
      what: 'Når du bruker hjelpeskjemaet: emnet, e-postadressen du vil ha svar på og meldingen din.',
      why: 'For å kunne svare deg. Meldingen sendes med e-post til kundestøtten i landet ditt.',
      howLong:
        'Lagres slik at kundestøtten kan følge opp spørsmålet ditt. Meldinger sendt mens du var logget inn ' +
        'eller fra adressen til kontoen din slettes med kontoen. Kopien som er sendt med e-post til ' +
        'kundestøtten, ligger i innboksen deres, utenfor tjenesten: be kundestøtten slette den.',
    },
    {
      heading: 'Statistikk og budsjettvarsler',
      what:
        'Bibliotekarer ser tall for sitt bibliotek: lån og kostnad per dag, måned og tittel, og hvor mange ' +
        'ulike lånere som har lånt (først fra fem). Når et bibliotek har brukt 80 % og 100 % av ' +
        'månedsbudsjettet, får bibliotekarene en e-post med tallene.',
      why: 'Slik at bibliotekene kan følge budsjettet og hva lånerne ser på.',
      howLong: 'Tallene er antall: de peker aldri ut et kort eller en person.',
    },
    {
      heading: 'Serverlogger',
      what:
        'Serverne våre logger forespørsler og feil for feilsøking: tidspunktet, adressen som ble kalt og svaret. ' +
        'Passord, PIN-koder, kortnumre, nøkler og økt-id-er fjernes fra hver logglinje.',
      why: 'For å finne og rette feil og stoppe angrep.',
      howLong: 'Så lenge den som driver tjenesten tar vare på loggene for feilsøking.',
    },
    {
      heading: 'Glemt passord',
      what: 'Når du ber om nytt passord: en enveiskode av lenken vi sender deg.',
      why: 'Slik at bare lenken i e-posten din kan sette et nytt passord.',
      howLong: `Lenken virker én gang, i ${f.resetLinkHours === 1 ? 'én time' : `${f.resetLinkHours} timer`}.`,
    },
    {
      heading: 'Økter og informasjonskapsler',
      what:
        'To nødvendige informasjonskapsler holder økten din: id-en og en sikkerhetskode mot forfalskede ' +
        'forespørsler. På serveren vår lagres økten bare som enveiskoder, sammen med kontoen den hører til. En ' +
        `tredje nødvendig informasjonskapsel, ${f.consentCookie}, husker valget ditt om informasjonskapsler. ` +
        'Vi bruker ingen analyse og henter ingen kode eller informasjonskapsler fra andre nettsteder; ' +
        'analyse ville vært slått av hvis du ikke tillot den.',
      why: 'For å holde deg innlogget, beskytte skjemaer og ikke spørre om informasjonskapsler ved hvert besøk.',
      howLong:
        `En økt slutter senest etter ${f.sessionDays} dager, tidligere hvis den ikke brukes på en stund, og ` +
        `slettes da. Valget ditt om informasjonskapsler huskes i ${f.consentDays} dager.`,
    },
    {
      heading: 'Lagret i nettleseren din',
      what:
        'Nettleseren din lagrer (i sin lokale lagring) språket ditt, biblioteket du valgte sist, kortnummeret ' +
        'du sist lånte med på hvert bibliotek (aldri PIN-koden), hvor du slapp i filmer, lånemeldinger du har ' +
        'lukket, om du har brukt bibliotekarportalen og antall feil som har oppstått.',
      why: 'For å gjøre neste besøk enklere.',
      howLong: 'Til du sletter nettleserdataene.',
    },
  ],
  rights: {
    heading: 'Rettighetene dine',
    text: [
      'Du kan spørre hva vi lagrer om deg, få det rettet eller slettet og protestere mot hvordan det brukes. ' +
        'Det meste kan du endre selv under Innstillinger, der du også kan slette kontoen din.',
      `Mener du at opplysningene dine behandles feil, kan du klage til ${authority[f.country]}.`,
    ],
  },
  contact: {
    heading: 'Kontakt',
    text: 'Spørsmål om opplysningene dine og denne erklæringen:',
    fallback: 'Spørsmål om opplysningene dine og denne erklæringen: bruk kontaktadressen nederst på siden.',
  },
});
