import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { titleAccessServices, titles } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-app';
import type { DatabaseHandle } from '../../db/client';
import { seedFixtures } from '../../test-support/fixtures';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import {
  ACCESS_SERVICE_BITS,
  accessMask,
  CatalogueSnapshot,
  createCatalogueIndex,
  type CatalogueView,
  type IndexedTitle,
} from './catalogue-index';
import { displayName } from './title-names';
import { createCatalogueRepository, type CatalogueRepository } from './catalogue.repository';

let handle: DatabaseHandle;
let repo: CatalogueRepository;
beforeAll(async () => {
  handle = await openTestDatabase();
  repo = createCatalogueRepository(handle.db);
  await seedFixtures(handle.db);
  await seedCatalogueFixtures(handle.db);
});
afterAll(() => handle.close());

describe('catalogue index', () => {
  it('holds every title with its relations and names per language', async () => {
    const snapshot = await createCatalogueIndex(repo, { ttlMs: 60_000 }).get();
    const ice = snapshot.titles.get(100)!;
    expect(ice).toMatchObject({
      genres: [1],
      languages: ['sv'],
      productionCountries: ['se'],
      people: [1, 2],
    });
    expect(ice.names).toMatchObject({ sv: 'Isen', fi: 'Jää', en: 'The Ice', no: 'Isen' });
    expect(displayName(snapshot.titles.get(104)!, 'sv')).toBe('Only English');
    expect(snapshot.exclusions.get(1)).toEqual(new Set([105]));
    expect(snapshot.titles.get(103)!.isChildren).toBe(true);
    expect(snapshot.titles.get(102)!.licences.get('se')).toEqual({
      startsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endsOn: null,
    });
    expect(snapshot.reference.genres.get(1)).toMatchObject({ sv: 'Drama' });
    expect(snapshot.reference.languages.get('sv')).toMatchObject({ sv: 'svenska' });
    expect(snapshot.reference.countries.get('se')).toMatchObject({ sv: 'Sverige' });
  });

  it('holds each title’s access services as bits, whatever their languages', async () => {
    const snapshot = await createCatalogueIndex(repo, { ttlMs: 60_000 }).get();
    const bits = (id: number) => snapshot.titles.get(id)!.access;
    expect(bits(100)).toBe(accessMask(['sdh', 'audio_description', 'sign_language'])); // sdh in two languages
    expect(bits(103)).toBe(ACCESS_SERVICE_BITS.sdh);
    expect(bits(104)).toBe(ACCESS_SERVICE_BITS.audio_description);
    expect(bits(101)).toBe(0);
    expect(accessMask([])).toBe(0);
  });

  it('counts a change to access services as a catalogue change', async () => {
    const before = await repo.catalogueVersion();
    await handle.db.insert(titleAccessServices).values({ titleId: 101, kind: 'sdh', languageCode: 'sv' });
    try {
      expect(await repo.catalogueVersion()).toBeGreaterThan(before);
    } finally {
      await handle.db
        .delete(titleAccessServices)
        .where(and(eq(titleAccessServices.titleId, 101), eq(titleAccessServices.kind, 'sdh')));
    }
  });

  it('answers the old snapshot while a new one loads after the time to live, and reloads when invalidated', async () => {
    let now = 0;
    const index = createCatalogueIndex(repo, { ttlMs: 1000, clock: () => now });
    const first = await index.get();
    await handle.db.update(titles).set({ year: 1901 }).where(eq(titles.id, 101));
    try {
      now = 500;
      expect(await index.get()).toBe(first); // fresh enough
      now = 1500;
      expect(await index.get()).toBe(first); // stale: answered at once, reload started
      await index.settled();
      const refreshed = await index.get();
      expect(refreshed).not.toBe(first);
      expect(refreshed.titles.get(101)!.year).toBe(1901);
      index.invalidate();
      expect(await index.get()).not.toBe(refreshed);
    } finally {
      await handle.db.update(titles).set({ year: 1995 }).where(eq(titles.id, 101));
    }
  });
});

describe('catalogue index refresh', () => {
  /** The snapshot served once the check a call started (the clock being past the time to live) has ended. */
  const settle = async (index: { get(): Promise<CatalogueSnapshot>; settled(): Promise<void> }) => {
    await index.get();
    await index.settled();
    return index.get();
  };

  it('keeps its snapshot, with everything cached in it, while the catalogue does not change', async () => {
    let now = 0;
    const index = createCatalogueIndex(repo, { ttlMs: 1000, clock: () => now });
    const first = await index.get();
    const version = first.version;
    expect(version).toBeGreaterThan(0); // the fixtures' inserts bumped it
    now = 5000;
    expect(await settle(index)).toBe(first); // checked, unchanged: kept
    await handle.db.update(titles).set({ year: 1902 }).where(eq(titles.id, 101));
    try {
      now = 10_000;
      const next = await settle(index);
      expect(next).not.toBe(first);
      expect(next.version).toBeGreaterThan(version);
      expect(next.titles.get(101)!.year).toBe(1902);
    } finally {
      await handle.db.update(titles).set({ year: 1995 }).where(eq(titles.id, 101));
    }
  });

  it('loads again when a day begins in a time zone of its libraries, with no change to the tables', async () => {
    // 21:59:59 UTC on 26 November: 23:59:59 in Helsinki, 22:59:59 in Stockholm and Oslo.
    let now = Date.parse('2026-11-26T21:59:59Z');
    const index = createCatalogueIndex(repo, { ttlMs: 1000, clock: () => now });
    const first = await index.get();
    expect(first.nextBoundary).toBe(Date.parse('2026-11-26T22:00:00Z')); // midnight in Helsinki
    expect(await settle(index)).toBe(first); // checked before the boundary: kept
    now = Date.parse('2026-11-26T22:00:01Z');
    const next = await settle(index);
    expect(next).not.toBe(first);
    expect(next.nextBoundary).toBe(Date.parse('2026-11-26T23:00:00Z')); // then midnight in Stockholm
  });
});

describe('suggestions', () => {
  const view: CatalogueView = {
    libraryId: 1,
    countryIso: 'se',
    childOnly: false,
    now: 10_000,
    today: '2026-11-26',
  };
  const make = (id: number, fields: Partial<IndexedTitle>): IndexedTitle => ({
    id,
    kind: 'film',
    names: { sv: `T${id}`, no: `T${id}`, fi: `T${id}`, en: `T${id}` },
    nameEn: null,
    originalName: null,
    imdbId: null,
    groupId: null,
    groupName: null,
    groupNameEn: null,
    season: null,
    episode: null,
    year: 2000,
    durationSeconds: 60,
    ageRating: 0,
    autoRating: null,
    posterPath: null,
    uploadedPoster: null,
    publishedAt: id,
    genres: [],
    languages: [],
    productionCountries: [],
    people: [],
    access: 0,
    searchText: '',
    licences: new Map([['se', { startsOn: '2026-01-01', endsOn: null }]]),
    isChildren: false,
    hasMedia: true,
    listed: true,
    groupNames: {},
    ...fields,
  });
  const snapshotOf = (...titles: IndexedTitle[]) => {
    const snapshot = new CatalogueSnapshot();
    for (const t of titles) snapshot.titles.set(t.id, t);
    return snapshot;
  };

  it('ranks shared people above shared genres, the newest first within a tie, and leaves out the unrelated', () => {
    const snapshot = snapshotOf(
      make(1, { genres: [1, 2], people: [7] }),
      make(2, { genres: [1] }),
      make(3, { genres: [1, 2] }),
      make(4, { genres: [5], people: [7] }),
      make(5, { genres: [9] }),
      make(6, { genres: [1] }),
    );
    const ids = snapshot.suggestions(snapshot.titles.get(1)!, view, 10).map((t) => t.id);
    expect(ids).toEqual([4, 3, 6, 2]);
  });

  it("leaves out the title's own series, shows another series once, and keeps to the view's catalogue", () => {
    const snapshot = snapshotOf(
      make(1, { genres: [1], groupId: 50 }),
      make(2, { genres: [1], groupId: 50 }),
      make(3, { genres: [1], groupId: 60 }),
      make(4, { genres: [1], groupId: 60 }),
      make(5, { genres: [1], licences: new Map([['no', { startsOn: '2026-01-01', endsOn: null }]]) }),
      make(6, { genres: [1], licences: new Map([['se', { startsOn: '2026-12-01', endsOn: null }]]) }),
      make(7, { genres: [1] }),
    );
    snapshot.exclusions.set(1, new Set([7]));
    const ids = snapshot.suggestions(snapshot.titles.get(1)!, view, 10).map((t) => t.id);
    expect(ids).toEqual([4]);
    expect(
      snapshot.suggestions(snapshot.titles.get(1)!, { ...view, libraryId: 2 }, 10).map((t) => t.id),
    ).toEqual([7, 4]);
  });

  it("answers a child-mode view with children's titles only, and no more than asked for", () => {
    const snapshot = snapshotOf(
      make(1, { genres: [1, 19] }),
      make(2, { genres: [1] }),
      make(3, { genres: [19], isChildren: true }),
      make(4, { genres: [1, 19], isChildren: true }),
    );
    const first = snapshot.titles.get(1)!;
    expect(snapshot.suggestions(first, { ...view, childOnly: true }, 10).map((t) => t.id)).toEqual([4, 3]);
    expect(snapshot.suggestions(first, view, 2).map((t) => t.id)).toEqual([4, 3]);
  });
});

describe('remembered answers', () => {
  it('computes an answer once per key and forgets the least recently used beyond the bound', () => {
    const snapshot = new CatalogueSnapshot();
    let computed = 0;
    const answer = (key: string) =>
      snapshot.remembered(key, () => {
        computed++;
        return [];
      });
    const first = answer('a');
    expect(answer('a')).toBe(first);
    expect(computed).toBe(1);
    for (let i = 0; i < CatalogueSnapshot.MAX_CACHED_RESULTS - 1; i++) answer(`k${i}`);
    answer('a'); // used again: now the most recent
    answer('one more'); // pushes out the least recent, k0
    computed = 0;
    answer('a');
    expect(computed).toBe(0);
    answer('k0');
    expect(computed).toBe(1);
  });
});
