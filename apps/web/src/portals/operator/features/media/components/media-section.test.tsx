import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OperatorRole, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { MediaSection, type MediaSectionSlots } from './media-section';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    operator_media_title: 'Media',
    operator_media_read_only: 'Bara administratörer och redaktörer kan ladda upp media och undertexter.',
    operator_media_purpose_film: 'filmen',
    operator_media_purpose_trailer: 'trailern',
    operator_media_file_film: 'Filmens masterfil',
    operator_media_file_trailer: 'Trailerns masterfil',
    operator_media_job_progress: 'Omkodning',
    operator_media_subtitles_language: 'Språk',
    operator_media_subtitles_sdh: 'För döva och hörselskadade (SDH)',
    operator_media_subtitles_file: 'Undertextfil',
    operator_media_subtitles_upload: 'Ladda upp undertexter',
    operator_media_subtitles_choose_file: 'Välj en undertextfil först.',
    operator_media_subtitles_line: 'Felet finns på rad {line}.',
    operator_media_subtitles_saved:
      'Undertexterna är sparade ({cues, plural, one {# replik} other {# repliker}}).',
    error_subtitles_malformed: 'Undertextfilen kunde inte läsas.',
    operator_media_ad_language: 'Syntolkningens språk',
    operator_media_ad_file: 'Syntolkningens ljudfil',
    operator_media_ad_job_progress: 'Syntolkning läggs till',
    error_title_has_no_film: 'Titeln har ingen film än.',
  }).map(([key, sv]) => [key, { sv }]),
);

const TITLE_ID = 100;
const UPLOAD_ID = 'abcdef0123456789';
let answers: Record<string, () => Response>;
const fetchMock = vi.fn<typeof fetch>();

const calls = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(`/${name}`))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));

/** The upload and the job are other features' components: stand-ins that show what they were given. */
const slots: MediaSectionSlots = {
  renderUpload: ({ label, purpose, onComplete }) => (
    <button type="button" data-purpose={purpose} onClick={() => onComplete(UPLOAD_ID)}>
      {`upload: ${label}`}
    </button>
  ),
  renderJob: ({ jobId, label }) => <p data-testid="job">{`${label}: ${jobId}`}</p>,
};

beforeEach(async () => {
  await startOperatorSession(fetchMock);
  answers = {};
  fetchMock.mockImplementation(async (url) => {
    const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
    if (answers[name]) return answers[name]!();
    throw new Error(`unexpected call ${name}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderSection = async (role: OperatorRole) => {
  await renderWithProviders(<MediaSection titleId={TITLE_ID} role={role} {...slots} />, {
    texts,
    route: { url: '/sv/admin/titles/100', path: '/:lang/admin/titles/:titleId' },
  });
  await screen.findByRole('heading', { name: 'Media' });
};

const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('MediaSection', () => {
  it.each(['admin', 'editor'] as const)('lets an %s upload a master and subtitles', async (role) => {
    await renderSection(role);
    expect(screen.getByRole('button', { name: 'upload: Filmens masterfil' })).toBeTruthy();
    expect(screen.getByLabelText('Undertextfil')).toBeTruthy();
    expect(screen.queryByText(texts['operator_media_read_only']!.sv!)).toBeNull();
  });

  it('shows support the section read-only', async () => {
    await renderSection('support');
    expect(screen.getByText(texts['operator_media_read_only']!.sv!)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Undertextfil')).toBeNull();
  });

  it('attaches the finished upload as the trailer and then follows its job', async () => {
    answers['attach_media'] = () => json(200, { success: true, job_id: 'J42' });
    await renderSection('editor');
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: 'trailern' })));
    await press('upload: Trailerns masterfil');
    expect(await screen.findByTestId('job')).toHaveProperty('textContent', 'Omkodning: J42');
    const sent = calls('attach_media');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title_id: String(TITLE_ID), upload_id: UPLOAD_ID, purpose: 'trailer' });
  });

  it('sends subtitles with their language and kind, and says how many cues were saved', async () => {
    answers['attach_subtitles'] = () =>
      json(200, { success: true, title_id: TITLE_ID, language: 'fi', sdh: true, cues: 2, published: true });
    await renderSection('admin');
    fireEvent.change(screen.getByLabelText('Språk'), { target: { value: 'fi' } });
    fireEvent.click(screen.getByLabelText('För döva och hörselskadade (SDH)'));
    const file = new File(['WEBVTT\n\n00:00.000 --> 00:01.000\nHei\n'], 'fi.vtt', { type: 'text/vtt' });
    await act(
      async () => void fireEvent.change(screen.getByLabelText('Undertextfil'), { target: { files: [file] } }),
    );
    await press('Ladda upp undertexter');
    expect(await screen.findByText('Undertexterna är sparade (2 repliker).')).toBeTruthy();
    const [sent] = calls('attach_subtitles');
    expect(sent).toMatchObject({ title_id: String(TITLE_ID), language: 'fi', sdh: '1' });
    expect(atob(sent!['file']!)).toContain('Hei');
  });

  it('asks for a file under the file field, which takes the focus, and sends nothing', async () => {
    await renderSection('admin');
    const input = screen.getByLabelText('Undertextfil');
    await press('Ladda upp undertexter');
    const error = await screen.findByText('Välj en undertextfil först.');
    expect((input.getAttribute('aria-describedby') ?? '').split(' ')).toContain(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(calls('attach_subtitles')).toEqual([]);
  });

  it('shows the refusal with its line under the file field and focuses it', async () => {
    answers['attach_subtitles'] = () =>
      json(400, {
        success: false,
        error: { code: 'SUBTITLES_MALFORMED', message: 'bad cue', details: { line: 7 } },
      });
    await renderSection('admin');
    const input = screen.getByLabelText('Undertextfil');
    const file = new File(['nonsense'], 'x.srt', { type: 'application/x-subrip' });
    await act(async () => void fireEvent.change(input, { target: { files: [file] } }));
    await press('Ladda upp undertexter');
    await waitFor(() =>
      expect(screen.getByText('Undertextfilen kunde inte läsas. Felet finns på rad 7.')).toBeTruthy(),
    );
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const error = screen.getByText('Undertextfilen kunde inte läsas. Felet finns på rad 7.');
    expect(described).toContain(error.id || error.closest('[id]')?.id);
    expect(document.activeElement).toBe(input);
  });

  it('attaches a finished audio upload as the audio description in the chosen language and follows its job', async () => {
    answers['attach_audio_description'] = () => json(200, { success: true, job_id: 'J7' });
    await renderSection('editor');
    const upload = screen.getByRole('button', { name: 'upload: Syntolkningens ljudfil' });
    expect(upload.dataset['purpose']).toBe('audio');
    expect(screen.getByRole('button', { name: 'upload: Filmens masterfil' }).dataset['purpose']).toBe(
      'master',
    );
    fireEvent.change(screen.getByLabelText('Syntolkningens språk'), { target: { value: 'en' } });
    await press('upload: Syntolkningens ljudfil');
    expect(await screen.findByText('Syntolkning läggs till: J7')).toBeTruthy();
    const sent = calls('attach_audio_description');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title_id: String(TITLE_ID), upload_id: UPLOAD_ID, language: 'en' });
    expect(calls('attach_media')).toEqual([]);
  });

  it("shows the server's refusal of an audio description and no job", async () => {
    answers['attach_audio_description'] = () =>
      json(409, { success: false, error: { code: 'TITLE_HAS_NO_FILM', message: 'no film' } });
    await renderSection('admin');
    await press('upload: Syntolkningens ljudfil');
    expect(await screen.findByText('Titeln har ingen film än.')).toBeTruthy();
    expect(screen.getByText('Titeln har ingen film än.').getAttribute('role')).toBe('alert');
    expect(screen.queryByTestId('job')).toBeNull();
  });
});
