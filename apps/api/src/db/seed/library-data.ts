import { randomBytes } from 'node:crypto';
import type { libraries } from '../schema';
import type { LibraryFontFamily } from '@filmhyllan/contract';
import { countryTimeZones, type ServiceCountry } from './reference-data';
import { SeededRandom } from './seeded-random';

export type LibraryRow = typeof libraries.$inferInsert & { id: number; countryIso: ServiceCountry };

interface LibraryEntry {
  id: number;
  name: string;
  country: ServiceCountry;
  /** Branches and municipalities the library is also listed under. */
  extra?: string[];
  /** The typeface of the library's own pages (the spec's Finnish branding); none: the product's. */
  font?: LibraryFontFamily;
}

/** The library the demo account's saved card belongs to. */
export const DEMO_HOME_LIBRARY_ID = 1;

/** The library whose upcoming titles the web hides (spec section 9). */
export const UPCOMING_HIDDEN_LIBRARY_ID = 82;

const finnishExtraNames: Record<number, string[]> = {
  101: ['Helsingfors stadsbibliotek', 'Oodi', 'Kallio', 'Pasila', 'Itäkeskus'],
  102: ['Esbo stadsbibliotek', 'Sello', 'Entresse', 'Tapiola', 'Iso Omena'],
  103: ['Vanda stadsbibliotek', 'Tikkurila', 'Myyrmäki'],
  104: ['Tammerfors stadsbibliotek', 'Metso', 'Hervanta'],
  105: ['Åbo stadsbibliotek'],
  114: ['Vasa stadsbibliotek'],
  117: ['Borgå stadsbibliotek'],
};

/**
 * Real public libraries of Sweden, Norway and Finland with fixed ids. Names with å, ä, ö, æ and ø are there
 * on purpose: the library list is sorted in each country's collation.
 */
const demoLibraryEntries: LibraryEntry[] = [
  {
    id: 1,
    name: 'Stockholms stadsbibliotek',
    country: 'se',
    extra: ['Kulturhuset', 'Medborgarplatsen', 'Hornstull', 'Kista', 'Farsta'],
  },
  {
    id: 2,
    name: 'Göteborgs stadsbibliotek',
    country: 'se',
    extra: ['Frölunda kulturhus', 'Angered', 'Majorna', 'Kortedala'],
  },
  { id: 3, name: 'Malmö stadsbibliotek', country: 'se', extra: ['Garaget', 'Limhamn', 'Rosengård'] },
  { id: 4, name: 'Uppsala stadsbibliotek', country: 'se', extra: ['Gottsunda', 'Sävja', 'Storvreta'] },
  { id: 5, name: 'Linköpings stadsbibliotek', country: 'se' },
  { id: 6, name: 'Örebro stadsbibliotek', country: 'se', extra: ['Vivalla', 'Adolfsberg'] },
  { id: 7, name: 'Västerås stadsbibliotek', country: 'se' },
  { id: 8, name: 'Helsingborgs stadsbibliotek', country: 'se' },
  { id: 9, name: 'Norrköpings stadsbibliotek', country: 'se' },
  { id: 10, name: 'Jönköpings stadsbibliotek', country: 'se' },
  { id: 11, name: 'Umeå stadsbibliotek', country: 'se', extra: ['Väven'] },
  { id: 12, name: 'Lunds stadsbibliotek', country: 'se' },
  { id: 13, name: 'Ängelholms bibliotek', country: 'se' },
  { id: 14, name: 'Luleå stadsbibliotek', country: 'se' },
  { id: 15, name: 'Östersunds bibliotek', country: 'se' },
  { id: 16, name: 'Gävle stadsbibliotek', country: 'se' },
  { id: 17, name: 'Åre bibliotek', country: 'se', extra: ['Järpen', 'Undersåker'] },
  { id: 82, name: 'Sundsvalls stadsbibliotek', country: 'se' },
  {
    id: 21,
    name: 'Deichman Oslo',
    country: 'no',
    extra: ['Deichman Bjørvika', 'Grünerløkka', 'Tøyen', 'Holmlia', 'Stovner'],
  },
  {
    id: 22,
    name: 'Bergen Offentlige Bibliotek',
    country: 'no',
    extra: ['Fana', 'Loddefjord', 'Åsane', 'Laksevåg'],
  },
  { id: 23, name: 'Trondheim folkebibliotek', country: 'no' },
  { id: 24, name: 'Stavanger bibliotek', country: 'no', extra: ['Sølvberget', 'Hundvåg', 'Madla'] },
  { id: 25, name: 'Kristiansand folkebibliotek', country: 'no' },
  { id: 26, name: 'Drammensbiblioteket', country: 'no' },
  { id: 27, name: 'Tromsø bibliotek', country: 'no' },
  { id: 28, name: 'Ålesund bibliotek', country: 'no' },
  { id: 29, name: 'Bærum bibliotek', country: 'no', extra: ['Sandvika', 'Bekkestua'] },
  { id: 30, name: 'Bodø bibliotek', country: 'no', extra: ['Stormen'] },
  { id: 31, name: 'Fredrikstad bibliotek', country: 'no' },
  { id: 32, name: 'Lillehammer bibliotek', country: 'no' },
  // The spec's Finnish branding (a name and a typeface per library): ordinary library data, edited in the console.
  ...(
    [
      [101, 'Helsingin kaupunginkirjasto', 'helvetica'],
      [102, 'Espoon kaupunginkirjasto', 'verdana'],
      [103, 'Vantaan kaupunginkirjasto', 'trebuchet'],
      [104, 'Tampereen kaupunginkirjasto', 'georgia'],
      [105, 'Turun kaupunginkirjasto', 'palatino'],
      [106, 'Oulun kaupunginkirjasto', 'gill_sans'],
      [107, 'Jyväskylän kaupunginkirjasto', 'optima'],
      [108, 'Lahden kaupunginkirjasto', 'system_ui'],
      [109, 'Kuopion kaupunginkirjasto', 'tahoma'],
      [110, 'Porin kaupunginkirjasto', 'cambria'],
      [111, 'Joensuun seudun kirjasto', 'lucida'],
      [112, 'Lappeenrannan kaupunginkirjasto', 'charter'],
      [113, 'Hämeenlinnan kaupunginkirjasto', 'avenir'],
      [114, 'Vaasan kaupunginkirjasto', 'seravek'],
      [115, 'Seinäjoen kaupunginkirjasto', 'rockwell'],
      [116, 'Rovaniemen kaupunginkirjasto', 'futura'],
      [117, 'Porvoon kaupunginkirjasto', 'baskerville'],
    ] as const
  ).map(([id, name, font]) => ({
    id,
    name,
    country: 'fi' as const,
    font,
    extra: finnishExtraNames[id],
  })),
];

/** The Finnish libraries of the demo data (the spec's branding table has these 17). */
export const finnishLibraryIds: readonly number[] = demoLibraryEntries
  .filter((entry) => entry.country === 'fi')
  .map((entry) => entry.id);

/** Budget, limits and loan period: varied but the same on every run. */
function withSettings(entry: LibraryEntry, random: SeededRandom): LibraryRow {
  const amountBudget = random.chance(0.25);
  return {
    id: entry.id,
    name: entry.name,
    countryIso: entry.country,
    extraDisplayNames: (entry.extra ?? []).join(','),
    fontFamily: entry.font ?? null,
    timeZone: countryTimeZones[entry.country],
    budgetType: amountBudget ? 'amount' : 'count',
    monthlyBudgetLoans: amountBudget ? null : random.int(4, 40) * 50,
    monthlyBudgetCents: amountBudget ? random.int(20, 120) * 50_000 : null,
    patronLimit: random.int(3, 6),
    patronLimitPeriod: random.chance(0.15) ? 'week' : 'month',
    loanPeriodHours: random.chance(0.15) ? 72 : 48,
    ehubSecret: random.chance(0.2) ? randomBytes(24).toString('base64url') : null,
  };
}

export function demoLibraries(): LibraryRow[] {
  const random = new SeededRandom(0x11b);
  return demoLibraryEntries.map((entry) => withSettings(entry, random));
}

// ---------------------------------------------------------------- the benchmark's 300 libraries

/** A comma-separated list written across lines. */
const nameList = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const swedishMunicipalities = nameList(`
  Alingsås, Alvesta, Arboga, Arvika, Askersund, Avesta, Bengtsfors, Boden, Bollnäs, Borgholm, Borlänge,
  Borås, Botkyrka, Båstad, Danderyd, Eksjö, Emmaboda, Enköping, Eskilstuna, Eslöv, Fagersta,
  Falkenberg, Falköping, Falun, Filipstad, Finspång, Flen, Gislaved, Gnosjö, Gotland, Hagfors,
  Hallsberg, Halmstad, Haninge, Haparanda, Hedemora, Hjo, Huddinge, Hudiksvall, Hultsfred, Härnösand,
  Härryda, Hässleholm, Höganäs, Hörby, Höör, Jokkmokk, Järfälla, Kalix, Kalmar, Karlshamn, Karlskoga,
  Karlskrona, Karlstad, Katrineholm, Kiruna, Kramfors, Kristianstad, Kristinehamn, Kumla, Kungsbacka,
  Kungälv, Kävlinge, Köping, Laholm, Landskrona, Leksand, Lerum, Lidingö, Lidköping, Lindesberg,
  Ljungby, Ljusdal, Lomma, Ludvika, Lycksele, Lysekil, Mariestad, Mjölby, Mora, Motala, Mölndal,
  Mönsterås, Nacka, Nora, Norrtälje, Nybro, Nyköping, Nynäshamn, Nässjö, Olofström, Orsa, Oskarshamn,
  Partille, Piteå, Ronneby, Rättvik, Sala, Sandviken, Sigtuna, Simrishamn, Sjöbo, Skara, Skellefteå,
  Skövde, Sollefteå, Sollentuna, Solna, Staffanstorp, Stenungsund, Strängnäs, Strömstad, Sundbyberg,
  Sunne, Säffle, Söderhamn, Söderköping, Södertälje, Sölvesborg, Tanum, Tidaholm, Tierp, Timrå, Tranås,
  Trelleborg, Trollhättan, Trosa, Tyresö, Täby, Uddevalla, Ulricehamn, Vadstena, Vallentuna, Varberg,
  Vaxholm, Vellinge, Vetlanda, Vimmerby, Vänersborg, Värmdö, Värnamo, Västervik, Växjö, Ystad, Åmål,
  Ånge, Åtvidaberg, Älmhult, Älvdalen, Öckerö, Ödeshög, Örnsköldsvik, Österåker, Östhammar, Övertorneå
`);

const norwegianMunicipalities = nameList(`
  Asker, Alta, Arendal, Askøy, Aurskog-Høland, Bjørnafjorden, Bømlo, Eidsvoll, Elverum, Enebakk,
  Farsund, Flekkefjord, Frogn, Gjøvik, Grimstad, Halden, Hamar, Hammerfest, Harstad, Haugesund, Horten,
  Jevnaker, Karmøy, Kinn, Kongsberg, Kongsvinger, Kristiansund, Larvik, Levanger, Lillestrøm,
  Lindesnes, Lørenskog, Malvik, Molde, Moss, Namsos, Narvik, Nesodden, Nittedal, Nordre Follo,
  Notodden, Orkland, Porsgrunn, Rana, Ringerike, Ringsaker, Rælingen, Sandefjord, Sandnes, Sarpsborg,
  Senja, Skien, Sogndal, Sola, Steinkjer, Stjørdal, Stord, Sunnfjord, Sør-Varanger, Tønsberg,
  Ullensaker, Vadsø, Vefsn, Verdal, Vestby, Vestvågøy, Volda, Voss, Ørsta, Øygarden, Ås
`);

/** Finnish municipalities in the genitive, as library names use them ('Porin kaupunginkirjasto'). */
const finnishMunicipalities = nameList(`
  Akaan, Alavuden, Forssan, Haminan, Hangon, Heinolan, Hollolan, Huittisten, Hyvinkään, Iisalmen,
  Ikaalisten, Imatran, Inarin, Janakkalan, Järvenpään, Jämsän, Kaarinan, Kajaanin, Kalajoen,
  Kangasalan, Kankaanpään, Kauhajoen, Kauhavan, Kemijärven, Kemin, Kempeleen, Keravan, Keuruun, Kiteen,
  Kirkkonummen, Kittilän, Kokkolan, Kotkan, Kouvolan, Kuhmon, Kurikan, Kuusamon, Lapuan, Lempäälän,
  Lieksan, Limingan, Lohjan, Loviisan, Mikkelin, Muhoksen, Mäntsälän, Naantalin, Nivalan, Nokian,
  Nurmeksen, Nurmijärven, Orimattilan, Oulaisten, Paimion, Paraisten, Pieksämäen, Pietarsaaren,
  Pirkkalan, Raahen, Raision, Rauman, Riihimäen, Saarijärven, Salon, Sastamalan, Savonlinnan, Sipoon,
  Sodankylän, Sotkamon, Suomussalmen, Tornion, Tuusulan, Uudenkaupungin, Valkeakosken, Varkauden,
  Vihdin, Ylivieskan, Ylöjärven, Ähtärin, Äänekosken
`);

/**
 * 300 libraries: the demo libraries (same ids, so 82 and the Finnish branding ids exist) plus generated
 * municipal libraries from id 200 up, split roughly 45 % Sweden, 28 % Norway, 27 % Finland.
 */
export function benchmarkLibraries(total = 300): LibraryRow[] {
  const random = new SeededRandom(0x300);
  const rows = demoLibraries();
  const taken = new Set(rows.map((row) => row.name));
  const queues: Record<ServiceCountry, string[]> = {
    se: swedishMunicipalities.map((m) => `${m} bibliotek`),
    no: norwegianMunicipalities.map((m) => `${m} bibliotek`),
    fi: finnishMunicipalities.map((m) => `${m} kirjasto`),
  };
  let id = 200;
  while (rows.length < total) {
    const country = random.weighted<ServiceCountry>([
      ['se', 45],
      ['no', 28],
      ['fi', 27],
    ]);
    const name = queues[country].shift();
    if (name === undefined) {
      if (Object.values(queues).every((queue) => queue.length === 0))
        throw new Error('too few library names');
      continue;
    }
    if (taken.has(name)) continue;
    taken.add(name);
    rows.push(withSettings({ id: id++, name, country }, random));
  }
  return rows;
}
