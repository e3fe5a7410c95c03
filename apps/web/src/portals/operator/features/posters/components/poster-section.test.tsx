import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OperatorRole, TitlePoster, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { PosterSection } from './poster-section';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    operator_poster_title: 'Affisch',
    operator_poster_file: 'Bildfil',
    operator_poster_upload: 'Ladda upp affisch',
    operator_poster_remove: 'Ta bort affischen',
    operator_poster_uploaded: 'Affischen är sparad.',
    operator_poster_removed: 'Affischen är borttagen. Titeln visar en genererad affisch.',
    operator_poster_current: 'Titelns nuvarande affisch',
    operator_poster_generated: 'Titeln visar en genererad affisch.',
    operator_poster_sizes: 'Uppladdad, i bredderna {widths} pixlar.',
    operator_poster_choose_file: 'Välj en bildfil först.',
    error_poster_type_not_allowed: 'Affischen måste vara en PNG-, JPEG- eller WebP-fil.',
    error_poster_too_large: 'Affischen är för stor: filen får vara högst 8 MB.',
    error_poster_unreadable: 'Bilden kunde inte läsas.',
  }).map(([key, sv]) => [key, { sv }]),
);

const TITLE_ID = 100;
const TEMPLATE = `/api/posters/100/${'a'.repeat(64)}-{width}.{format}`;
const uploaded: TitlePoster = {
  title_id: TITLE_ID,
  poster_url: TEMPLATE.replace('{width}', '480').replace('{format}', 'jpg'),
  poster_images: { url_template: TEMPLATE, widths: [160, 240, 320, 480], width: 480, height: 720 },
};
let poster: TitlePoster;
let answers: Record<string, () => Response>;
const fetchMock = vi.fn<typeof fetch>();

const calls = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(`/${name}`))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));

beforeEach(async () => {
  await startOperatorSession(fetchMock);
  poster = { title_id: TITLE_ID, poster_url: '/api/posters/100.svg', poster_images: null };
  answers = {};
  fetchMock.mockImplementation(async (url) => {
    const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
    if (answers[name]) return answers[name]!();
    if (name === 'get_poster') return json(200, { success: true, poster });
    throw new Error(`unexpected call ${name}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderSection = async (role: OperatorRole, shown = 'Titeln visar en genererad affisch.') => {
  await renderWithProviders(<PosterSection titleId={TITLE_ID} role={role} />, {
    texts,
    route: { url: '/sv/admin/titles/100', path: '/:lang/admin/titles/:titleId' },
  });
  await screen.findByText(shown);
};

const choose = (file: File) =>
  act(async () => void fireEvent.change(screen.getByLabelText('Bildfil'), { target: { files: [file] } }));
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('PosterSection', () => {
  it('asks for a file, refuses SVG and files over 8 MB before sending, under the field, which takes the focus', async () => {
    await renderSection('editor');
    expect(screen.getByRole('heading', { name: 'Affisch' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Titelns nuvarande affisch' }).getAttribute('src')).toBe(
      '/api/posters/100.svg',
    );
    await press('Ladda upp affisch');
    expect(screen.getByText('Välj en bildfil först.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Bildfil'));

    await choose(new File(['<svg/>'], 'poster.svg', { type: 'image/svg+xml' }));
    await press('Ladda upp affisch');
    expect(screen.getByLabelText('Bildfil').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Affischen måste vara en PNG-, JPEG- eller WebP-fil.')).toBeTruthy();

    await choose(new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    await press('Ladda upp affisch');
    expect(screen.getByText('Affischen är för stor: filen får vara högst 8 MB.')).toBeTruthy();
    expect(calls('upload_poster')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Ta bort affischen' })).toBeNull();
  });

  it('uploads the file in base64 and shows the uploaded poster with its widths; the server’s refusal shows too', async () => {
    await renderSection('editor');
    answers.upload_poster = () =>
      json(400, { success: false, error: { code: 'POSTER_UNREADABLE', message: 'x' } });
    await choose(new File(['not really a jpeg'], 'p.jpg', { type: 'image/jpeg' }));
    await press('Ladda upp affisch');
    await screen.findByText('Bilden kunde inte läsas.', {}, { timeout: 5000 });

    answers.upload_poster = () => json(200, { success: true, poster: uploaded });
    await press('Ladda upp affisch');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Affischen är sparad.'));
    const sent = calls('upload_poster').at(-1)!;
    expect(sent).toMatchObject({ title_id: '100' });
    expect(atob(sent.poster!)).toBe('not really a jpeg');
    const img = screen.getByRole('img', { name: 'Titelns nuvarande affisch' });
    expect(img.getAttribute('src')).toBe(uploaded.poster_url);
    expect(img.getAttribute('srcset')).toContain('-160.jpg 160w');
    expect(screen.getByText('Uppladdad, i bredderna 160, 240, 320, 480 pixlar.')).toBeTruthy();
  });

  it('removes an uploaded poster, and the generated one shows again', async () => {
    poster = uploaded;
    await renderSection('admin', 'Uppladdad, i bredderna 160, 240, 320, 480 pixlar.');
    answers.remove_poster = () =>
      json(200, {
        success: true,
        poster: { title_id: TITLE_ID, poster_url: '/api/posters/100.svg', poster_images: null },
      });
    await press('Ta bort affischen');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Affischen är borttagen. Titeln visar en genererad affisch.',
      ),
    );
    expect(calls('remove_poster')).toEqual([expect.objectContaining({ title_id: '100' })]);
    expect(screen.getByText('Titeln visar en genererad affisch.')).toBeTruthy();
  });

  it('shows support the poster to see, with nothing to change', async () => {
    await renderSection('support');
    expect(screen.queryByLabelText('Bildfil')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Titelns nuvarande affisch' })).toBeTruthy();
  });
});
