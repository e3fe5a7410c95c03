import { describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMN_NAMES, CATALOGUE_IMPORT_REASONS } from '@filmhyllan/contract';
import { catalogueImportTranslations } from '../../db/seed/translations/catalogue-import';
import { type CatalogueEntry, parseCatalogueFile, writeCatalogueFile } from './catalogue-file';

const refs = {
  languages: new Set(['sv', 'no', 'fi', 'en', 'fr', 'da', 'swl']),
  countries: new Set(['se', 'no', 'fi', 'fr', 'dk', 'us']),
};

const header =
  'distributor,distributor_ref,kind,series_ref,series_name,season,episode,name,name_en,year,age_rating,' +
  'genres,directors,actors,spoken_languages,production_countries,licence_se_starts_on,licence_se_ends_on,' +
  'licence_se_price_cents,licence_fi_starts_on,licence_fi_price_cents';

const goodCsv = [
  header,
  'nordisk,F-1,film,,,,,Jägarna,The Hunters,1996,15,Drama|Thriller,Kjell Sundvall,"Rolf Lassgård|Lennart Jähkel",sv,se,2026-01-01,2026-12-31,1500,2026-02-01,1200',
  'nordisk,S-1-1,episode,S-1,Bron,1,1,Bron: del 1,The Bridge 1,2011,15,Krim,,,sv|da,se|dk,2026-01-01,,900,,',
  'nordisk,S-1-2,episode,S-1,,1,2,Bron: del 2,The Bridge 2,2011,15,Krim,,,sv|da,se|dk,,,,,',
].join('\n');

describe('parseCatalogueFile', () => {
  it('reads films and episodes with people, genres, languages and licences per country', () => {
    const { entries, problems, rowCount } = parseCatalogueFile('csv', goodCsv, refs);
    expect(problems).toEqual([]);
    expect(rowCount).toBe(3);
    expect(entries[0]).toMatchObject({
      row: 2,
      distributor: 'nordisk',
      distributorRef: 'F-1',
      kind: 'film',
      series: null,
      name: 'Jägarna',
      nameEn: 'The Hunters',
      year: 1996,
      ageRating: 15,
      genres: ['Drama', 'Thriller'],
      directors: ['Kjell Sundvall'],
      actors: ['Rolf Lassgård', 'Lennart Jähkel'],
      spokenLanguages: ['sv'],
      productionCountries: ['se'],
      licences: [
        { country: 'se', startsOn: '2026-01-01', endsOn: '2026-12-31', priceCents: 1500 },
        { country: 'fi', startsOn: '2026-02-01', endsOn: null, priceCents: 1200 },
      ],
    });
    expect(entries[1]).toMatchObject({
      kind: 'episode',
      series: { ref: 'S-1', name: 'Bron' },
      season: 1,
      episode: 1,
      licences: [{ country: 'se', startsOn: '2026-01-01', endsOn: null, priceCents: 900 }],
    });
    expect(entries[2]).toMatchObject({ series: { ref: 'S-1', name: null }, episode: 2, licences: [] });
  });

  it('reads a spreadsheet CSV with semicolons, a byte order mark and CRLF', () => {
    const text = '\uFEFF' + goodCsv.replaceAll(',', ';').replaceAll('\n', '\r\n');
    const { entries, problems } = parseCatalogueFile('csv', text, refs);
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.distributorRef)).toEqual(['F-1', 'S-1-1', 'S-1-2']);
  });

  it('reads JSON with the same columns, lists as arrays or separated text, numbers as numbers', () => {
    const json = JSON.stringify({
      titles: [
        {
          distributor: 'nordisk',
          distributor_ref: 'F-1',
          kind: 'film',
          name: 'Jägarna',
          year: 1996,
          age_rating: 15,
          genres: ['Drama', 'Thriller'],
          actors: 'Rolf Lassgård|Lennart Jähkel',
          licence_no_starts_on: '2026-03-01',
          licence_no_price_cents: 2000,
          imdb_id: null,
        },
      ],
    });
    const { entries, problems } = parseCatalogueFile('json', json, refs);
    expect(problems).toEqual([]);
    expect(entries[0]).toMatchObject({
      row: 1,
      genres: ['Drama', 'Thriller'],
      actors: ['Rolf Lassgård', 'Lennart Jähkel'],
      imdbId: null,
      licences: [{ country: 'no', startsOn: '2026-03-01', endsOn: null, priceCents: 2000 }],
    });
    // A bare list is read too.
    expect(parseCatalogueFile('json', JSON.stringify(JSON.parse(json).titles), refs).entries).toHaveLength(1);
  });

  const film =
    'distributor,distributor_ref,kind,name,year,age_rating,series_ref,season,imdb_id,original_language,' +
    'spoken_languages,sign_languages,production_countries,licence_se_starts_on,licence_se_ends_on,' +
    'licence_se_price_cents,actors,name_en\n';
  const good = ['d', 'r1', 'film', 'N', '2000', '0', '', '', '', '', '', '', '', '', '', '', '', ''];
  const columns = film.trim().split(',');
  /** A one-film file with some cells changed. */
  const withCells = (changes: Record<string, string>) =>
    film + columns.map((column, at) => changes[column] ?? good[at]).join(',');

  it.each([
    [{ distributor: '' }, 'distributor', 'required'],
    [{ distributor_ref: '' }, 'distributor_ref', 'required'],
    [{ distributor_ref: 'x'.repeat(101) }, 'distributor_ref', 'too_long'],
    [{ kind: '' }, 'kind', 'required'],
    [{ kind: 'serial' }, 'kind', 'kind_invalid'],
    [{ name: '' }, 'name', 'required'],
    [{ name_en: 'x'.repeat(301) }, 'name_en', 'too_long'],
    [{ year: '' }, 'year', 'required'],
    [{ year: '19x6' }, 'year', 'number_invalid'],
    [{ year: '1869' }, 'year', 'year_out_of_range'],
    [{ age_rating: '' }, 'age_rating', 'required'],
    [{ age_rating: '13' }, 'age_rating', 'age_rating_invalid'],
    [{ imdb_id: 'nm123' }, 'imdb_id', 'imdb_id_invalid'],
    [{ original_language: 'french' }, 'original_language', 'language_invalid'],
    [{ original_language: 'xx' }, 'original_language', 'language_unknown'],
    [{ spoken_languages: 'sv|s1' }, 'spoken_languages', 'language_invalid'],
    [{ sign_languages: 'sv|xyz' }, 'sign_languages', 'language_unknown'],
    [{ production_countries: 'swe' }, 'production_countries', 'country_invalid'],
    [{ production_countries: 'se|zz' }, 'production_countries', 'country_unknown'],
    [{ actors: Array.from({ length: 51 }, (_, i) => `A${i}`).join('|') }, 'actors', 'list_too_long'],
    [{ actors: 'x'.repeat(201) }, 'actors', 'name_too_long'],
    [{ series_ref: 'S1' }, 'series_ref', 'not_for_a_film'],
    [{ season: '1' }, 'season', 'not_for_a_film'],
    [{ licence_se_price_cents: '100' }, 'licence_se_starts_on', 'licence_incomplete'],
    [{ licence_se_starts_on: '2026-01-01' }, 'licence_se_price_cents', 'licence_incomplete'],
    [
      { licence_se_starts_on: '2026-02-30', licence_se_price_cents: '1' },
      'licence_se_starts_on',
      'date_invalid',
    ],
    [
      { licence_se_starts_on: '2026-01-01', licence_se_ends_on: '1.1.2027', licence_se_price_cents: '1' },
      'licence_se_ends_on',
      'date_invalid',
    ],
    [
      { licence_se_starts_on: '2026-02-01', licence_se_ends_on: '2026-01-31', licence_se_price_cents: '1' },
      'licence_se_ends_on',
      'licence_ends_before_start',
    ],
    [
      { licence_se_starts_on: '2026-01-01', licence_se_price_cents: '-5' },
      'licence_se_price_cents',
      'price_invalid',
    ],
    [
      { licence_se_starts_on: '2026-01-01', licence_se_price_cents: '12.50' },
      'licence_se_price_cents',
      'price_invalid',
    ],
  ])('reports %o at row 2, column %s: %s, and reads no title', (changes, column, reason) => {
    const { entries, problems } = parseCatalogueFile('csv', withCells(changes), refs);
    expect(problems).toEqual([{ row: 2, column, reason }]);
    expect(entries).toEqual([]);
  });

  it('reports an episode without its series, season or number', () => {
    const text = 'distributor,distributor_ref,kind,name,year,age_rating\nd,e1,episode,Avsnitt,2020,7\n';
    expect(parseCatalogueFile('csv', text, refs).problems).toEqual([
      { row: 2, column: 'series_ref', reason: 'required' },
      { row: 2, column: 'season', reason: 'required' },
      { row: 2, column: 'episode', reason: 'required' },
    ]);
  });

  it('reports every problem of every row, and nothing of the file is read when one row is bad', () => {
    const text = [
      'distributor,distributor_ref,kind,name,year,age_rating',
      'd,a,film,Fine,2000,0',
      'd,b,film,,2000,99',
      'd,c,film,Fine too,2000,0',
      'd,a,film,Again,2001,0',
    ].join('\n');
    const { entries, problems } = parseCatalogueFile('csv', text, refs);
    expect(problems).toEqual([
      { row: 3, column: 'name', reason: 'required' },
      { row: 3, column: 'age_rating', reason: 'age_rating_invalid' },
      { row: 5, column: 'distributor_ref', reason: 'ref_repeated' },
    ]);
    expect(entries).toEqual([]);
  });

  it('reports an episode given twice and a series named two ways', () => {
    const text = [
      'distributor,distributor_ref,kind,series_ref,series_name,season,episode,name,year,age_rating',
      'd,e1,episode,S,Bron,1,1,Del 1,2011,15',
      'd,e2,episode,S,Bron,1,1,Del 1 igen,2011,15',
      'd,e3,episode,S,The Bridge,1,3,Del 3,2011,15',
      // Another distributor's series of the same id is another series.
      'other,e1,episode,S,Something else,1,1,Del 1,2011,15',
    ].join('\n');
    expect(parseCatalogueFile('csv', text, refs).problems).toEqual([
      { row: 3, column: 'episode', reason: 'episode_repeated' },
      { row: 4, column: 'series_name', reason: 'series_name_differs' },
    ]);
  });

  it.each([
    ['', 'csv', { row: 1, column: null, reason: 'file_empty' }],
    [
      'distributor,distributor_ref,name\nd,"r1,Open quote\nd,r2,x\n',
      'csv',
      { row: 2, column: null, reason: 'csv_quote_not_closed' },
    ],
    [
      'distributor,distributor_ref,name\nd,"r1"x,Name\n',
      'csv',
      { row: 2, column: null, reason: 'csv_text_after_quote' },
    ],
    [
      'distributor,distributor_ref,name\nd,r"1,Name\n',
      'csv',
      { row: 2, column: null, reason: 'csv_quote_in_cell' },
    ],
    ['distributor,name\nd,x\n', 'csv', { row: 1, column: 'distributor_ref', reason: 'header_missing' }],
    ['{"titles": [', 'json', { row: 1, column: null, reason: 'json_invalid' }],
    ['{"films": []}', 'json', { row: 1, column: null, reason: 'json_not_a_list' }],
    ['"a title"', 'json', { row: 1, column: null, reason: 'json_not_a_list' }],
  ] as const)('refuses a malformed file %j (%s) as a whole', (text, format, problem) => {
    const { entries, problems } = parseCatalogueFile(format, text, refs);
    expect(problems).toEqual([problem]);
    expect(entries).toEqual([]);
  });

  it('names unknown and repeated columns in the header instead of losing their cells', () => {
    const text =
      'distributor,distributor_ref,kind,name,yaer,name,year,age_rating\nd,r,film,N,1999,N,1999,0\n';
    expect(parseCatalogueFile('csv', text, refs).problems).toEqual([
      { row: 1, column: 'yaer', reason: 'column_unknown' },
      { row: 1, column: 'name', reason: 'column_repeated' },
    ]);
  });

  it('reports a JSON item that is not an object, an unknown key and a value that is not text', () => {
    const json = JSON.stringify([
      'film',
      {
        distributor: 'd',
        distributor_ref: 'r',
        kind: 'film',
        name: 'N',
        year: 2000,
        age_rating: 0,
        colour: 'x',
      },
      { distributor: 'd', distributor_ref: 's', kind: 'film', name: { sv: 'N' }, year: 2000, age_rating: 0 },
      {
        distributor: 'd',
        distributor_ref: 't',
        kind: 'film',
        name: 'N',
        year: 2000,
        age_rating: 0,
        genres: [{}],
      },
    ]);
    expect(parseCatalogueFile('json', json, refs).problems).toEqual([
      { row: 1, column: null, reason: 'json_row_not_an_object' },
      { row: 2, column: 'colour', reason: 'column_unknown' },
      { row: 3, column: 'name', reason: 'value_not_text' },
      { row: 3, column: 'name', reason: 'required' },
      { row: 4, column: 'genres', reason: 'value_not_text' },
    ]);
  });
});

describe('writeCatalogueFile', () => {
  const entries = (): CatalogueEntry[] => {
    const text = [
      header + ',description_sv,original_name',
      // Text a spreadsheet would take for a formula is written with a quote in front and read back as it was.
      'nordisk,-F-1,film,,,,,=Jägarna,"The Hunters, again",1996,15,Drama|Thriller,Kjell Sundvall,"+Rolf|Lennart",sv,se,2026-01-01,2026-12-31,1500,2026-02-01,1200,"Två rader\nmed ""citat""",@orig',
      'nordisk,S-1-1,episode,S-1,Bron,1,1,Bron: del 1,,2011,15,,,,,,,,,,,,',
    ].join('\n');
    const parsed = parseCatalogueFile('csv', text, refs);
    expect(parsed.problems).toEqual([]);
    return parsed.entries;
  };
  const withoutRows = (list: CatalogueEntry[]) => list.map(({ row: _row, ...entry }) => entry);

  it('writes every column in the contract order, and a CSV export reads back unchanged', () => {
    const csv = writeCatalogueFile('csv', entries());
    expect(csv.startsWith('\uFEFF' + CATALOGUE_COLUMN_NAMES.join(',') + '\r\n')).toBe(true);
    expect(csv).toContain("'-F-1");
    expect(csv).toContain("'=Jägarna");
    const again = parseCatalogueFile('csv', csv, refs);
    expect(again.problems).toEqual([]);
    expect(withoutRows(again.entries)).toEqual(withoutRows(entries()));
  });

  it('writes JSON that reads back unchanged', () => {
    const json = writeCatalogueFile('json', entries());
    expect(JSON.parse(json).titles[0]).toMatchObject({
      distributor_ref: '-F-1',
      genres: ['Drama', 'Thriller'],
    });
    const again = parseCatalogueFile('json', json, refs);
    expect(again.problems).toEqual([]);
    expect(withoutRows(again.entries)).toEqual(withoutRows(entries()));
  });
});

describe('the report reasons', () => {
  it('each have an interface string in sv, no, fi and en', () => {
    for (const reason of CATALOGUE_IMPORT_REASONS) {
      const texts = catalogueImportTranslations[`catalogue_import_reason_${reason}`];
      for (const lang of ['sv', 'no', 'fi', 'en'] as const)
        expect(texts?.[lang], `${reason}.${lang}`).toBeTruthy();
    }
  });
});

describe('the README', () => {
  it('documents every column of the file', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Distributor catalogue files'));
    for (const column of CATALOGUE_COLUMN_NAMES) {
      expect(section.includes(`\`${column}\``), column).toBe(true);
    }
  });
});
