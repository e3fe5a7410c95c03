import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorTitle, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { TitleForm } from './title-form';

const texts: Translations = Object.fromEntries(
  Object.entries({
    operator_title_kind: 'Typ',
    operator_title_kind_film: 'Film',
    operator_title_kind_episode: 'Avsnitt',
    operator_title_name: 'Namn',
    operator_title_original_name: 'Originaltitel',
    operator_title_original_language: 'Originalspråk',
    operator_title_year: 'År',
    operator_title_age_rating: 'Åldersgräns',
    operator_title_age_all: 'Barntillåten',
    operator_title_age_years: 'Från {age} år',
    operator_title_imdb_id: 'IMDb-id',
    operator_title_series: 'Serie',
    operator_title_season: 'Säsong',
    operator_title_episode: 'Avsnittsnummer',
    operator_title_texts_sv: 'Svenska texter',
    operator_title_texts_no: 'Norska texter',
    operator_title_texts_fi: 'Finska texter',
    operator_title_texts_en: 'Engelska texter',
    operator_title_text_name: 'Namn på språket',
    operator_title_description: 'Beskrivning',
    operator_title_genres: 'Genrer',
    operator_title_directors: 'Regi',
    operator_title_actors: 'Skådespelare',
    operator_title_production_countries: 'Produktionsländer',
    operator_title_spoken_languages: 'Talade språk',
    operator_title_subtitle_languages: 'Undertexter',
    operator_title_sdh: 'Undertexter för hörselskadade',
    operator_title_audio_description: 'Syntolkning',
    operator_title_sign_languages: 'Teckenspråk',
    operator_title_create: 'Skapa titeln',
    operator_title_saved: 'Ändringarna är sparade.',
    required_field: 'Obligatoriskt fält',
    error_unknown_genre: 'Okänd genre',
    form_not_sent: 'Formuläret skickades inte',
    save: 'Spara',
  }).map(([key, sv]) => [key, { sv }]),
);

const choices = {
  success: true,
  genres: [
    { genre_id: 1, names: { sv: 'Drama', en: 'Drama' } },
    { genre_id: 2, names: { en: 'Comedy' } },
  ],
  languages: [
    { code: 'sv', names: { sv: 'Svenska' } },
    { code: 'en', names: { sv: 'Engelska' } },
    { code: 'swl', names: { sv: 'Svenskt teckenspråk' } },
  ],
  countries: [{ iso: 'se', names: { sv: 'Sverige' } }],
  series: [{ group_id: 4, name: 'Bron' }],
};

const stored: OperatorTitle = {
  title_id: 120,
  kind: 'film',
  name: 'Isen',
  name_en: 'The Ice',
  year: 2020,
  group_id: null,
  group_name: null,
  season: null,
  episode: null,
  duration_seconds: 5400,
  has_media: true,
  published: true,
  original_name: null,
  original_language: 'sv',
  age_rating: 15,
  imdb_id: 'tt0000100',
  texts: {
    sv: { name: '', description: 'Om is.' },
    no: { name: 'Isen', description: '' },
    fi: { name: 'Jää', description: '' },
    en: { name: 'The Ice', description: 'About ice.' },
  },
  genre_ids: [1],
  spoken_languages: ['sv'],
  subtitle_languages: ['en'],
  production_countries: ['se'],
  directors: ['Håkan Berg'],
  actors: ['Lena Ek', 'Bo Ek'],
  access_services: [{ kind: 'sign_language', language_code: 'swl' }],
  published_at: '2026-11-01T00:00:00.000Z',
  withdrawn_at: null,
};

const fetchMock = vi.fn<typeof fetch>();
let saveAnswer: () => Response;
const saves = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/operator/title/save_title'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

beforeEach(() => {
  stubApi(fetchMock);
  saveAnswer = () => json(200, { success: true, title_id: stored.title_id, title: stored });
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('get_title_choices') ? json(200, choices) : saveAnswer(),
  );
});
afterEach(() => restoreFetch(fetchMock));

async function setup(props: Parameters<typeof TitleForm>[0]) {
  await renderWithProviders(<TitleForm {...props} />, { texts });
  // The choices load first (the first render of a test file is slow on a busy machine).
  await screen.findByRole('group', { name: 'Genrer' }, { timeout: 10_000 });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const inGroup = (group: string, label: string) =>
    within(screen.getByRole('group', { name: group })).getByLabelText(label) as HTMLInputElement;
  const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
  const summary = () => screen.getByRole('group', { name: 'Formuläret skickades inte' });
  return { field, type, inGroup, press, summary };
}

// The form is long (texts in four languages, groups of choices): its first render on a busy machine takes seconds.
describe('TitleForm, a new title', { timeout: 20_000 }, () => {
  it('names the missing name and an episode’s missing series and place, and sends nothing', async () => {
    const { type, press, summary, field } = await setup({ language: 'sv' });
    fireEvent.click(screen.getByRole('radio', { name: 'Avsnitt' }));
    type('År', '1700');
    await press('Skapa titeln');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(
      within(summary())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Namn: Obligatoriskt fält',
      'År: error_validation_failed',
      'Serie: Obligatoriskt fält',
      'Säsong: Obligatoriskt fält',
      'Avsnittsnummer: Obligatoriskt fält',
    ]);
    expect(field('Namn').getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);
  });

  it('creates a film with texts per language, people one a line and the chosen lists', async () => {
    const onSaved = vi.fn();
    const { type, inGroup, press } = await setup({ language: 'sv', onSaved });
    type('Namn', 'Vintergatan');
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Engelska texter' })).getByLabelText('Namn på språket'),
      {
        target: { value: 'The Milky Way' },
      },
    );
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Finska texter' })).getByLabelText('Beskrivning'),
      {
        target: { value: 'Elokuva tähdistä.' },
      },
    );
    fireEvent.change(screen.getByLabelText('Åldersgräns'), { target: { value: '7' } });
    type('Skådespelare', 'Stina Nyström\nOlle Stjärna');
    fireEvent.click(inGroup('Genrer', 'Drama'));
    fireEvent.click(inGroup('Genrer', 'Comedy'));
    fireEvent.click(inGroup('Talade språk', 'Svenska'));
    fireEvent.click(inGroup('Teckenspråk', 'Svenskt teckenspråk'));
    await press('Skapa titeln');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored, true));
    const [body] = saves();
    expect(body).toMatchObject({
      kind: 'film',
      name: 'Vintergatan',
      name_en: 'The Milky Way',
      description_fi: 'Elokuva tähdistä.',
      age_rating: '7',
      year: String(new Date().getFullYear()),
      genre_ids: '[1,2]',
      spoken_languages: '["sv"]',
      sign_languages: '["swl"]',
      actors: 'Stina Nyström\nOlle Stjärna',
      group_id: '',
    });
    expect(body).not.toHaveProperty('title_id');
  });
});

describe('TitleForm, a stored title', { timeout: 20_000 }, () => {
  it('shows the stored values, sends them with its id, and says it is saved', async () => {
    const { field, inGroup, press, type } = await setup({ title: stored, language: 'sv' });
    expect(field('Namn').value).toBe('Isen');
    expect(field('Regi').value).toBe('Håkan Berg');
    expect(inGroup('Genrer', 'Drama').checked).toBe(true);
    expect(inGroup('Undertexter', 'Engelska').checked).toBe(true);
    expect(inGroup('Teckenspråk', 'Svenskt teckenspråk').checked).toBe(true);
    type('År', '2021');
    await press('Spara');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ändringarna är sparade.'));
    expect(saves()[0]).toMatchObject({
      title_id: '120',
      year: '2021',
      name_en: 'The Ice',
      genre_ids: '[1]',
      actors: 'Lena Ek\nBo Ek',
      age_rating: '15',
    });
  });

  it("puts the server's refusal of a list on its group and in the summary", async () => {
    saveAnswer = () =>
      json(400, {
        success: false,
        error: { code: 'UNKNOWN_GENRE', message: 'bad', fields: { genre_ids: 'UNKNOWN_GENRE' } },
      });
    const { press, summary, inGroup } = await setup({ title: stored, language: 'sv' });
    await press('Spara');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(within(summary()).getByRole('link').textContent).toBe('Genrer: Okänd genre');
    expect(inGroup('Genrer', 'Drama').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: 'Genrer' }).textContent).toContain('Okänd genre');
  });
});
