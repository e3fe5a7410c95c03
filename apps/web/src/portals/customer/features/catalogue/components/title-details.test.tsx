import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Title } from '@filmhyllan/contract';
import { apiServer, json, renderCatalogue, startTestSession, titleSummary } from '../catalogue-testing';
import { TitleDetails, type TitleViewingMode } from './title-details';
import { stubFetchInEachTest } from '@/test-support/session';
import { expectTabTitle, TabTitle } from '@/test-support/tab-title';

const texts = {
  original_title: { sv: 'Originaltitel' },
  episode_code: { sv: 'Säsong {season}, avsnitt {episode}' },
  favourite_toggle: { sv: 'Favorit' },
  favourite_toggle_label: { sv: 'Favorit: {name}' },
  subtitles: { sv: 'Undertexter' },
  accessibility: { sv: 'Tillgänglighet' },
  access_sdh: { sv: 'Undertexter för hörselskadade' },
  access_audio_description: { sv: 'Syntolkning' },
  access_sign_language: { sv: 'Teckenspråk' },
  access_services_none: { sv: 'Inga' },
};

const episode: Title = {
  ...titleSummary(1201, {
    name: 'Nordens ljus [S1E2]: Blodsband',
    name_en: 'Northern Light [S1E2]: Blood Ties',
    kind: 'episode',
    group_id: 12,
    group_name: 'Nordens ljus',
    season: 1,
    episode: 2,
    is_favourite: 88,
  }),
  original_name: 'Pohjoisen valo [S1E2]: Verisiteet',
  imdb_id: null,
  description: 'Andra avsnittet.',
  genres: [],
  languages: [{ code: 'sv', name: 'svenska' }],
  subtitle_languages: [
    { code: 'en', name: 'engelska' },
    { code: 'fi', name: 'finska' },
  ],
  production_countries: [],
  directors: [],
  actors: [],
  access_services: {
    sdh_languages: [
      { code: 'fi', name: 'finska' },
      { code: 'sv', name: 'svenska' },
    ],
    audio_description_languages: [],
    sign_languages: [{ code: 'swl', name: 'svenskt teckenspråk' }],
  },
  has_trailer: false,
};

const fetchMock = vi.fn<typeof fetch>();

async function renderTitle(mode: TitleViewingMode, refusal?: { status: number; code: string }) {
  await startTestSession(fetchMock, true);
  fetchMock.mockImplementation(
    apiServer({
      '/library/title/get_title': () =>
        refusal
          ? json(refusal.status, { success: false, error: { code: refusal.code, message: 'no' } })
          : json(200, {
              title: episode,
              num_loans_left: null,
              num_loans_left_period: 'month',
              suggestions: [],
              active_loan: null,
            }),
      '/library/title/get_group_titles': () =>
        json(200, { group: { id: 12, name: 'Nordens ljus', name_en: null }, titles: [titleSummary(1201)] }),
    }),
  );
  await renderCatalogue(
    <>
      <TitleDetails
        titleId={1201}
        libraryId={mode === 'library' ? 1 : undefined}
        browseLibraryId={1}
        mode={mode}
        titleHref={(t) => `/sv/library/1/title/${t.id}`}
        notFound={<p>not found</p>}
        hiddenByChildMode={<p>hidden by child mode</p>}
        renderLoanBox={() => <p>loan box</p>}
      />
      <TabTitle />
    </>,
    { url: '/sv/library/1/title/1201', path: '/:lang/library/:libraryId/title/:titleId', texts },
  );
}

async function showTitle(mode: TitleViewingMode = 'library') {
  await renderTitle(mode);
  return screen.findByRole('heading', { level: 1 });
}

stubFetchInEachTest(fetchMock);

describe('TitleDetails', () => {
  it('shows the child-mode page for a title that child mode hides, and the not-found page for a missing one', async () => {
    await renderTitle('library', { status: 403, code: 'TITLE_NOT_IN_CHILD_MODE' });
    expect(await screen.findByText('hidden by child mode')).toBeTruthy();
    expect(screen.queryByText('not found')).toBeNull();
  });

  it('shows the not-found page for a title that does not exist', async () => {
    await renderTitle('library', { status: 404, code: 'TITLE_NOT_FOUND' });
    expect(await screen.findByText('not found')).toBeTruthy();
    expect(screen.queryByText('hidden by child mode')).toBeNull();
  });

  it("heads an episode with its own name: the series and episode are named above it, without the '[S1E2]' marker", async () => {
    const heading = await showTitle();
    expect(heading.textContent).toBe('Blodsband');
    expect(screen.getByText('Nordens ljus · Säsong 1, avsnitt 2')).toBeTruthy();
    expect(heading.closest('header')?.textContent).not.toContain('[S1E2]');
    expect(screen.getByText('Originaltitel: Verisiteet')).toBeTruthy();
    // The poster is named like the page.
    expect(screen.getByRole('img', { name: 'Blodsband – Nordens ljus' })).toBeTruthy();
  });

  it('names the tab after the episode and its series', async () => {
    await showTitle();
    await expectTabTitle('Blodsband – Nordens ljus');
  });

  it('offers the favourite toggle, pressed for a favourite, named after the title', async () => {
    await showTitle();
    const toggle = screen.getByRole('button', { name: 'Favorit: Blodsband – Nordens ljus' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.textContent).toContain('Favorit');
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
  });

  it('has no favourite toggle in a viewing mode, which belongs to no library', async () => {
    await showTitle('admin');
    expect(screen.queryByRole('button', { name: /^Favorit/ })).toBeNull();
  });

  it('lists the subtitles get_title answers', async () => {
    await showTitle();
    expect(screen.getByText('engelska, finska')).toBeTruthy();
  });

  it('shows the access services the title has, with their languages, under Accessibility', async () => {
    await showTitle();
    const row = screen.getByText('Tillgänglighet').closest('div')!;
    const items = [...row.querySelectorAll('li')].map((li) => li.textContent);
    // No audio description: only the services the title has are named.
    expect(items).toEqual([
      'Undertexter för hörselskadade: finska, svenska',
      'Teckenspråk: svenskt teckenspråk',
    ]);
  });
});
