import type { Database } from '../db/client';
import * as s from '../db/schema';
import { refreshSearchText } from '../db/search-text';
import { syncSerialSequence } from '../db/seed/batch-insert';

const DAY = 86_400_000;

/**
 * A small catalogue on top of seedFixtures, each title there for a rule:
 * 100 Isen (drama, sv, 2020, age 15, 7.4, directed by Håkan Berg)   101 Sommaren (comedy, 1995, age 0, 6.4)
 * 102 Kommer snart (announced, not yet published)                      103 Håkans resa (children 19 + family, 2001, 8.2)
 * 104 '' / Only English (drama, en, US, no rating)                     105 Utesluten (excluded at library 1)
 * 106 Bare i Norge (licensed only in Norway)                           110-112 episodes of Fjällbacka (crime)
 * Access services: 100 SDH (sv, fi), audio description (sv) and Swedish Sign Language; 103 SDH (sv);
 * 104 audio description (en).
 */
export async function seedCatalogueFixtures(db: Database, now = new Date()): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await db.insert(s.countries).values({ iso: 'us', names: { sv: 'USA', en: 'United States' } });
  await db.insert(s.languages).values([
    { code: 'sv', names: { sv: 'svenska', en: 'Swedish', fi: 'ruotsi' } },
    { code: 'en', names: { sv: 'engelska', en: 'English' } },
    { code: 'fi', names: { sv: 'finska', en: 'Finnish', fi: 'suomi' } },
    { code: 'swl', names: { sv: 'svenskt teckenspråk', en: 'Swedish Sign Language' } },
  ]);
  await db.insert(s.genres).values([
    { id: 1, names: { sv: 'Drama', en: 'Drama', fi: 'Draama' } },
    { id: 2, names: { sv: 'Komedi', en: 'Comedy' } },
    { id: 3, names: { sv: 'Familj', en: 'Family' } },
    { id: 4, names: { sv: 'Kriminal', en: 'Crime' } },
    { id: 19, names: { sv: 'Barn', en: 'Children', fi: 'Lapset', no: 'Barn' } },
  ]);
  await db.insert(s.people).values([
    { id: 1, name: 'Håkan Berg' },
    { id: 2, name: 'Lena Ek' },
  ]);
  await db.insert(s.seriesGroups).values({ id: 1, name: 'Fjällbacka', nameEn: 'The Fjallbacka Murders' });
  const film = (id: number, name: string, extra: Partial<typeof s.titles.$inferInsert>) => ({
    id,
    kind: 'film' as const,
    name,
    durationSeconds: 5400,
    posterPath: `/api/posters/${id}.svg`,
    ...extra,
  });
  // 100-102 come from seedFixtures; give them the details these tests need.
  const { eq } = await import('drizzle-orm');
  await db
    .update(s.titles)
    .set({
      nameEn: 'The Ice',
      posterPath: '/api/posters/100.svg',
      year: 2020,
      ageRating: 15,
      autoRating: '7.4',
      publishedAt: ago(1),
      imdbId: 'tt0000100',
    })
    .where(eq(s.titles.id, 100));
  await db
    .update(s.titles)
    .set({ year: 1995, ageRating: 0, autoRating: '6.4', publishedAt: ago(2) })
    .where(eq(s.titles.id, 101));
  await db.insert(s.titles).values([
    film(103, 'Håkans resa', { year: 2001, ageRating: 0, autoRating: '8.2', publishedAt: ago(3) }),
    film(104, '', { nameEn: 'Only English', year: 2010, ageRating: 11, publishedAt: ago(4) }),
    film(105, 'Utesluten', { year: 2015, publishedAt: ago(6) }),
    film(106, 'Bare i Norge', { year: 2015, publishedAt: ago(6) }),
    {
      ...film(110, 'Mord i hamnen', {
        groupId: 1,
        season: 1,
        episode: 2,
        ageRating: 15,
        publishedAt: ago(5),
      }),
      kind: 'episode' as const,
    },
    {
      ...film(111, 'Början', { groupId: 1, season: 1, episode: 1, ageRating: 15, publishedAt: ago(5) }),
      kind: 'episode' as const,
    },
    {
      ...film(112, 'Återkomsten', {
        groupId: 1,
        season: 2,
        episode: 1,
        ageRating: 15,
        publishedAt: ago(5),
      }),
      kind: 'episode' as const,
    },
  ]);
  const since = ago(7).toISOString().slice(0, 10);
  await db.insert(s.titleLicences).values([
    ...[103, 104, 105, 110, 111, 112].map((titleId) => ({
      titleId,
      countryIso: 'se',
      startsOn: since,
      priceCents: 0,
    })),
    { titleId: 106, countryIso: 'no', startsOn: since, priceCents: 0 },
  ]);
  await db.insert(s.libraryTitleExclusions).values({ libraryId: 1, titleId: 105 });
  await db
    .insert(s.titleGenres)
    .values([
      { titleId: 100, genreId: 1 },
      { titleId: 101, genreId: 2 },
      { titleId: 103, genreId: 19 },
      { titleId: 103, genreId: 3 },
      { titleId: 104, genreId: 1 },
      { titleId: 105, genreId: 1 },
      ...[110, 111, 112].map((titleId) => ({ titleId, genreId: 4 })),
    ]);
  await db.insert(s.titleLanguages).values([
    { titleId: 100, languageCode: 'sv' },
    { titleId: 101, languageCode: 'sv' },
    { titleId: 103, languageCode: 'sv' },
    { titleId: 104, languageCode: 'en' },
  ]);
  await db.insert(s.titleSubtitles).values([
    { titleId: 100, languageCode: 'fi' },
    { titleId: 100, languageCode: 'en' },
  ]);
  await db.insert(s.titleAccessServices).values([
    { titleId: 100, kind: 'sdh', languageCode: 'sv' },
    { titleId: 100, kind: 'sdh', languageCode: 'fi' },
    { titleId: 100, kind: 'audio_description', languageCode: 'sv' },
    { titleId: 100, kind: 'sign_language', languageCode: 'swl' },
    { titleId: 103, kind: 'sdh', languageCode: 'sv' },
    { titleId: 104, kind: 'audio_description', languageCode: 'en' },
  ]);
  await db.insert(s.titleProductionCountries).values([
    { titleId: 100, countryIso: 'se' },
    { titleId: 104, countryIso: 'us' },
  ]);
  await db.insert(s.titlePeople).values([
    { titleId: 100, personId: 1, role: 'director' },
    { titleId: 100, personId: 2, role: 'actor', position: 1 },
    { titleId: 103, personId: 1, role: 'director' },
  ]);
  await db.insert(s.titleTexts).values([
    { titleId: 100, lang: 'sv', name: 'Isen', description: 'En kall vinter i Norrland.' },
    { titleId: 100, lang: 'fi', name: 'Jää', description: 'Kylmä talvi Norrlannissa.' },
    { titleId: 100, lang: 'en', name: 'The Ice', description: 'A cold winter in the north.' },
  ]);
  await db.insert(s.themes).values([
    {
      id: 1,
      libraryId: null,
      countryIso: 'se',
      headings: { sv: 'Nordisk noir', en: 'Nordic noir' },
      position: 1,
    },
    { id: 2, libraryId: 2, countryIso: 'se', headings: { sv: 'Ängelholm tipsar' }, position: 2 },
    { id: 3, libraryId: null, countryIso: 'se', headings: { sv: 'Tom i Sverige' }, position: 3 },
  ]);
  await db.insert(s.themeTitles).values([
    { themeId: 1, titleId: 110, position: 1 },
    { themeId: 1, titleId: 100, position: 2 },
    { themeId: 1, titleId: 105, position: 3 },
    { themeId: 2, titleId: 101, position: 1 },
    { themeId: 3, titleId: 106, position: 1 },
  ]);
  await db.insert(s.selectedTitles).values([
    { libraryId: 1, titleId: 103, position: 1 },
    { libraryId: 1, titleId: 100, position: 2 },
    { libraryId: 1, titleId: 105, position: 3 },
  ]);
  await refreshSearchText(db);
  // People, series and themes (librarians' lists) added later get ids after the fixtures' own.
  await syncSerialSequence(db, s.people);
  await syncSerialSequence(db, s.seriesGroups);
  await syncSerialSequence(db, s.themes);
}
