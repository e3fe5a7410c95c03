import type { Country } from '@/lib/country';
import type { PolicyText } from '../policy-document';

const authority: Record<Country, string> = {
  se: 'Ruotsin tietosuojaviranomaiselle (IMY)',
  no: 'Norjan tietosuojaviranomaiselle (Datatilsynet)',
  fi: 'tietosuojavaltuutetun toimistolle',
};

export const fiPolicy: PolicyText = (f) => ({
  title: 'Tietosuojaseloste',
  updatedLabel: 'Päivitetty viimeksi',
  intro: [
    'Filmhyllanissa voit katsoa elokuvia ja sarjoja kirjastokortillasi. Tällä sivulla kerrotaan, mitä ' +
      'palvelu tallentaa sinusta, miksi ja kuinka kauan sekä keneltä voit kysyä asiasta.',
    'Filmhyllania ylläpidetään yhdessä yleisten kirjastojen kanssa. Tallennamme vain sen, mitä palvelu ' +
      'tarvitsee toimiakseen; mitään ei myydä eikä käytetä mainontaan.',
  ],
  labels: { what: 'Mitä tallennamme', why: 'Miksi', howLong: 'Kuinka kauan' },
  sections: [
    {
      heading: 'Kun lainaat nimikkeen',
      what:
        'Laina: kirjasto, kirjastokortti, nimike, sen hinta sekä lainan alkamis- ja päättymisaika. Jos olet ' +
        'kirjautunut, laina yhdistetään myös tiliisi. PIN-koodisi tarkistetaan, mutta sitä ei koskaan tallenneta.',
      why:
        'Jotta voit katsoa lainaamasi, jotta lainasi voidaan laskea kirjaston kuukausi- tai viikkorajaan ja ' +
        'kirjaston budjettiin, ja kirjaston tilastoja varten. Istuntosi ajan laina on yhdistetty myös siihen, ' +
        'jotta voit jatkaa katsomista sivun uudelleenlatauksen jälkeen kirjoittamatta PIN-koodia uudelleen.',
      howLong:
        `Lainan yhteys korttiisi ja tiliisi poistetaan ${f.loanLinkDays} päivää lainan päättymisen jälkeen, ` +
        'mutta ei ennen kuin kalenterikuukausi, jona laina alkoi, on päättynyt ja kaikki kirjastossa sinä ' +
        `kuukautena alkaneet lainat ovat päättyneet ${f.loanLinkDays} päivää sitten, koska kirjaston raja ` +
        'laskee kortin lainat kuukausittain. Sen jälkeen lainasta jää vain kirjasto, nimike, hinta ja ajat ' +
        'tilastoja ja budjetteja varten; kukaan ei voi nähdä, kuka lainasi. Kirjautuneena voit Asetuksissa ' +
        'valita lainahistoriasi säilyttämisen: silloin yhteys tiliisi säilyy, kunnes poistat valinnan tai ' +
        'tilin (yhteys korttiin poistetaan silti). Yhteys istuntoon poistuu, kun istunto päättyy tai kirjaudut ulos.',
    },
    {
      heading: 'Kirjastokortit ja PIN-koodit',
      what:
        'Korttien ja PIN-koodien tarkistamista varten palvelussa ovat kirjastojen kortit: kortin numero, ' +
        'tieto kortin estosta ja PIN-koodi vain yksisuuntaisena tunnisteena, josta PIN-koodia ei voi palauttaa. ' +
        'Kun PIN-koodi on väärä, kirjaamme kirjaston, kortin numeron, ajan ja verkko-osoitteesi ' +
        'yksisuuntaisen tunnisteen. Kirjastoissa, joiden oma kirjastojärjestelmä tarkistaa kortit, PIN-koodi ' +
        'välitetään sinne eikä sitä tallenneta meillä missään muodossa.',
      why:
        'Jotta vain kortin haltija voi lainata kortilla, ja PIN-koodien arvaamisen estämiseksi: ' +
        `${f.pinFailuresToLock} väärää PIN-koodia ${f.pinWindowMinutes} minuutin sisällä lukitsee kortin ` +
        'hetkeksi.',
      howLong:
        'Kortit niin kauan kuin kirjasto käyttää palvelua. Väärä PIN-koodi lasketaan kortille ' +
        `${f.pinWindowMinutes} minuutin ajan.`,
    },
    {
      heading: 'Tilisi',
      what:
        'Jos luot tilin: käyttäjätunnus, sähköpostiosoite, etu- ja sukunimi sekä, jos annat ne, syntymäaika, ' +
        'lapsitila, maa ja uutiskirjevalintasi. Salasana tallennetaan vain yksisuuntaisena tiivisteenä.',
      why: 'Jotta voit kirjautua, näet profiilisi ja saat linkin, jos unohdat salasanasi.',
      howLong:
        'Niin kauan kuin sinulla on tili. Kun poistat tilin, kaikki siitä tallennettu poistetaan heti: ' +
        'käyttäjätunnus, sähköpostiosoite, nimet, syntymäaika ja salasanan tiiviste, tallennetut korttisi, ' +
        'suosikkisi ja katselukohdat, salasanan vaihtolinkkisi, kirjautumisesi kaikilla laitteilla, osoitteesi ' +
        'uutiskirjetilaus sekä tililtä tai sen osoitteesta asiakastukeen lähetetyt viestit. Mitään ei säilytetä ' +
        'sinun tunnistamiseksesi: voit luoda uuden tilin samalla käyttäjätunnuksella ja osoitteella. Jäljelle ' +
        'jäävät tekemäsi lainat kirjaston tilastoja ja budjettia varten, siitä lähtien ilman yhteyttä sinuun, ' +
        'paitsi yhteys kirjastokorttiin, joka poistetaan kuten kaikista lainoista: ' +
        `${f.loanLinkDays} päivää lainan päättymisestä, aikaisintaan kuukauden päätyttyä. Tietokannan ` +
        'varmuuskopiot, joita käytetään vain palvelun palauttamiseen vian jälkeen, sisältävät tilin, kunnes uudemmat korvaavat ne.',
    },
    {
      heading: 'Tallennetut kirjastokortit',
      what: 'Jos tallennat kirjastokortin tiliisi: kirjasto ja kortin numero, ei koskaan PIN-koodia.',
      why: 'Jotta voit lainata kirjoittamatta kortin numeroa ja PIN-koodia joka kerta.',
      howLong: 'Kunnes poistat kortin tai tilisi.',
    },
    {
      heading: 'Suosikit ja katselukohta',
      what:
        'Suosikeiksi merkitsemäsi nimikkeet ja kirjasto, jossa valitsit ne, sekä kirjautuneena se, kuinka ' +
        'pitkälle olet katsonut kunkin nimikkeen.',
      why: 'Jotta näet suosikkisi ja voit jatkaa katsomista millä tahansa laitteellasi.',
      howLong: 'Kunnes poistat ne tai tilisi.',
    },
    {
      heading: 'Uutiskirje',
      what: 'Sähköpostiosoitteesi, maasi ja tieto siitä, haluatko uutiskirjeen.',
      why: 'Jotta voimme lähettää tilaamasi uutiskirjeen ja muistaa kieltäytymisesi, emmekä kysy uudelleen.',
      howLong:
        'Kunnes perut tilauksen (silloin kieltäytymisesi muistetaan) tai poistat tilisi, mikä poistaa sen ' +
        'osoitteen tilauksen.',
    },
    {
      heading: 'Viestit asiakastukeen',
      what: 'Kun käytät ohjelomaketta: aihe, sähköpostiosoite vastausta varten ja viestisi.',
      why: 'Jotta voimme vastata sinulle. Viesti välitetään sähköpostilla maasi asiakastukeen.',
      howLong:
        'Säilytetään, jotta asiakastuki voi seurata kysymystäsi. Kirjautuneena tai tilisi osoitteesta ' +
        'lähetetyt viestit poistetaan tilin mukana. Asiakastuelle sähköpostitse lähetetty kopio on sen ' +
        'postilaatikossa palvelun ulkopuolella: pyydä asiakastukea poistamaan se.',
    },
    {
      heading: 'Tilastot ja budjettihälytykset',
      what:
        'Kirjastonhoitajat näkevät oman kirjastonsa luvut: lainat ja kulut päivittäin, kuukausittain ja ' +
        'nimikkeittäin sekä eri lainaajien määrän (vasta viidestä alkaen). Kun kirjasto on käyttänyt 80 % ja ' +
        '100 % kuukausibudjetistaan, sen kirjastonhoitajat saavat luvut sähköpostilla.',
      why: 'Jotta kirjastot voivat seurata budjettiaan ja sitä, mitä niiden asiakkaat katsovat.',
      howLong: 'Luvut ovat määriä: ne eivät koskaan yksilöi korttia tai henkilöä.',
    },
    {
      heading: 'Palvelimen lokit',
      what:
        'Palvelimemme kirjaavat pyynnöt ja virheet vianetsintää varten: ajan, kutsutun osoitteen ja vastauksen. ' +
        'Salasanat, PIN-koodit, korttinumerot, tunnisteet ja istuntotunnukset poistetaan jokaiselta lokiriviltä.',
      why: 'Vikojen löytämiseksi ja korjaamiseksi sekä hyökkäysten torjumiseksi.',
      howLong: 'Niin kauan kuin palvelun ylläpitäjä säilyttää lokit vianetsintää varten.',
    },
    {
      heading: 'Unohtunut salasana',
      what: 'Kun pyydät uutta salasanaa: yksisuuntainen tunniste linkistä, jonka lähetämme sinulle.',
      why: 'Jotta vain sähköpostissasi oleva linkki voi vaihtaa salasanan.',
      howLong: `Linkki toimii kerran, ${f.resetLinkHours === 1 ? 'tunnin' : `${f.resetLinkHours} tunnin`} ajan.`,
    },
    {
      heading: 'Istunnot ja evästeet',
      what:
        'Kaksi välttämätöntä evästettä pitää yllä istuntoasi: sen tunnus ja suojakoodi väärennettyjä pyyntöjä ' +
        'vastaan. Palvelimellamme istunto tallennetaan vain yksisuuntaisina tunnisteina yhdessä sen tilin ' +
        `kanssa, johon se kuuluu. Kolmas välttämätön eväste, ${f.consentCookie}, muistaa evästevalintasi. ` +
        'Emme käytä analytiikkaa emmekä lataa koodia tai evästeitä muilta sivustoilta; analytiikka olisi ' +
        'pois päältä, ellet sallisi sitä.',
      why: 'Jotta pysyt kirjautuneena, lomakkeet on suojattu eikä evästeistä kysytä joka käynnillä.',
      howLong:
        `Istunto päättyy viimeistään ${f.sessionDays} päivän kuluttua, aiemmin jos sitä ei käytetä vähään ` +
        `aikaan, ja se poistetaan silloin. Evästevalintasi säilytetään ${f.consentDays} päivää.`,
    },
    {
      heading: 'Selaimeesi tallennetut tiedot',
      what:
        'Selaimesi tallentaa (paikalliseen tallennustilaansa) kielesi, viimeksi valitsemasi kirjaston, kortin ' +
        'numeron, jolla viimeksi lainasit kussakin kirjastossa (ei koskaan PIN-koodia), katselukohdat, ' +
        'sulkemasi lainailmoitukset, tiedon kirjastohenkilökunnan portaalin käytöstä sekä virheiden määrän.',
      why: 'Jotta seuraava käyntisi on helpompi.',
      howLong: 'Kunnes tyhjennät selaimen tiedot.',
    },
  ],
  rights: {
    heading: 'Oikeutesi',
    text: [
      'Voit kysyä, mitä tietoja sinusta on tallennettu, pyytää korjaamaan tai poistamaan ne ja vastustaa ' +
        'niiden käyttöä. Suurimman osan voit muuttaa itse Asetuksissa, joissa voit myös poistaa tilisi.',
      `Jos katsot, että tietojasi käsitellään väärin, voit tehdä valituksen ${authority[f.country]}.`,
    ],
  },
  contact: {
    heading: 'Yhteystiedot',
    text: 'Kysymykset tiedoistasi ja tästä selosteesta:',
    fallback: 'Kysymykset tiedoistasi ja tästä selosteesta: käytä sivun alareunan yhteysosoitetta.',
  },
});
