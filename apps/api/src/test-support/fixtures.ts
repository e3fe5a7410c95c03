import type { Database } from '../db/client';
import * as s from '../db/schema';
import { hashPin } from '../lib/keyed-hash';
import { TEST_SECRET } from './test-app';

/** Library ids of the fixture, named for what they exercise. */
export const fixtureLibraries = {
  stockholm: 1,
  angelholm: 2, // Ängelholm: sorts after Z in Swedish
  alvdalen: 3, // Älvdalen
  orebro: 4, // Örebro
  zinkgruvan: 5,
  spent: 6, // budget used up this month
  oslo: 10,
  tromso: 11,
  helsinki: 20,
} as const;

export const fixtureUser = { id: 1, username: 'ulla', email: 'ulla@example.com' };

/** A small, explicit data set for API tests (the demo seed is tested on its own). */
export async function seedFixtures(db: Database, now = new Date()): Promise<void> {
  await db.insert(s.countries).values([
    { iso: 'se', names: { sv: 'Sverige', en: 'Sweden' } },
    { iso: 'no', names: { no: 'Norge', en: 'Norway' } },
    { iso: 'fi', names: { fi: 'Suomi', en: 'Finland' } },
  ]);
  const country = (iso: string, languages: string[], timeZone: string) => ({
    countryIso: iso,
    languages,
    timeZone,
    defaultUrl: `https://www.filmhyllan.${iso}/`,
    pressUrl: `https://www.filmhyllan.${iso}/press`,
    helpUrl: `https://help.filmhyllan.${iso}/`,
    contactEmail: `info@filmhyllan.${iso}`,
  });
  await db
    .insert(s.countryConfigs)
    .values([
      country('se', ['sv', 'en'], 'Europe/Stockholm'),
      country('no', ['no', 'en'], 'Europe/Oslo'),
      country('fi', ['fi', 'sv', 'en'], 'Europe/Helsinki'),
    ]);
  await db.insert(s.siteConfigs).values([
    { siteLang: 'sv', bannerStatus: true, bannerText: 'Välkommen!', privacyPolicyUrl: '/privacy/sv.pdf' },
    { siteLang: 'en', bannerStatus: false, bannerText: '', privacyPolicyUrl: '/privacy/en.pdf' },
  ]);
  const lib = (id: number, name: string, countryIso: string, timeZone: string, extra = '') => ({
    id,
    name,
    countryIso,
    timeZone,
    extraDisplayNames: extra,
    monthlyBudgetLoans: 100,
  });
  await db
    .insert(s.libraries)
    .values([
      lib(1, 'Stockholms stadsbibliotek', 'se', 'Europe/Stockholm', 'Kista bibliotek,Skärholmens bibliotek'),
      lib(2, 'Ängelholms bibliotek', 'se', 'Europe/Stockholm'),
      lib(3, 'Älvdalens bibliotek', 'se', 'Europe/Stockholm'),
      lib(4, 'Örebro stadsbibliotek', 'se', 'Europe/Stockholm'),
      lib(5, 'Zinkgruvans bibliotek', 'se', 'Europe/Stockholm'),
      { ...lib(6, 'Askersunds bibliotek', 'se', 'Europe/Stockholm'), monthlyBudgetLoans: 2 },
      lib(10, 'Deichman Oslo', 'no', 'Europe/Oslo'),
      lib(11, 'Tromsø bibliotek', 'no', 'Europe/Oslo'),
      lib(20, 'Helsingin kaupunginkirjasto', 'fi', 'Europe/Helsinki'),
    ]);
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .slice(0, 7);
  await db
    .insert(s.libraryBudgetMonths)
    .values({ libraryId: 6, month: `${month}-01`, loans: 2, amountCents: 6000 });

  await db.insert(s.titles).values([
    {
      id: 100,
      kind: 'film',
      name: 'Isen',
      durationSeconds: 5400,
      publishedAt: new Date(now.getTime() - 86_400_000),
    },
    {
      id: 101,
      kind: 'film',
      name: 'Sommaren',
      durationSeconds: 5400,
      publishedAt: new Date(now.getTime() - 86_400_000),
    },
    {
      id: 102,
      kind: 'film',
      name: 'Kommer snart',
      durationSeconds: 5400,
      publishedAt: new Date(now.getTime() + 86_400_000 * 10),
    },
  ]);
  // Licence windows (docs/decisions/052): open-ended from two days ago, 102 announced for ten days from now.
  const day = (offsetDays: number) =>
    new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  await db.insert(s.titleLicences).values([
    { titleId: 100, countryIso: 'se', startsOn: day(-2), priceCents: 0 },
    { titleId: 101, countryIso: 'se', startsOn: day(-2), priceCents: 0 },
    { titleId: 102, countryIso: 'se', startsOn: day(10), priceCents: 0 },
    { titleId: 100, countryIso: 'no', startsOn: day(-2), priceCents: 0 },
  ]);

  await db.insert(s.translations).values([
    { key: 'error_session_invalid', lang: 'en', value: 'Your session has expired.' },
    { key: 'error_session_invalid', lang: 'sv', value: 'Din session har gått ut.' },
    { key: 'error_validation_failed', lang: 'en', value: 'Something you sent is not valid.' },
    { key: 'error_validation_failed', lang: 'fi', value: 'Lähettämäsi tiedot eivät kelpaa.' },
    { key: 'all_titles', lang: 'sv', value: 'Alla titlar' },
    { key: 'all_titles', lang: 'en', value: 'All titles' },
  ]);

  // The first card and user rows: ids 1 (no explicit ids, so the sequences stay right for later inserts).
  await db.insert(s.patronCards).values({
    libraryId: 1,
    cardNumber: '11111111',
    pinHash: hashPin(TEST_SECRET, 1, '11111111', '1234'),
  });
  await db.insert(s.users).values({
    username: fixtureUser.username,
    email: fixtureUser.email,
    passwordHash: 'scrypt$not-used-here',
    firstName: 'Ulla',
    lastName: 'Larsson',
  });
  await db.insert(s.savedCards).values({ userId: 1, libraryId: 1, cardId: 1, cardNumber: '11111111' });
}
