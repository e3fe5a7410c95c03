import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LibraryBranding, OperatorRole, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { BrandingSection } from './branding-section';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    operator_branding_title: 'Logotyp och profil',
    operator_logo_file: 'Bildfil',
    operator_logo_upload: 'Ladda upp logotyp',
    operator_logo_remove: 'Ta bort logotypen',
    operator_logo_uploaded: 'Logotypen är sparad.',
    operator_logo_current: 'Bibliotekets nuvarande logotyp',
    operator_logo_none: 'Biblioteket har ingen logotyp.',
    operator_display_name: 'Visningsnamn',
    operator_font_family: 'Typsnitt',
    operator_font_default: 'Tjänstens eget typsnitt',
    operator_branding_save: 'Spara namn och typsnitt',
    operator_branding_saved: 'Namnet och typsnittet är sparade.',
    error_logo_type_not_allowed: 'Logotypen måste vara en PNG-, JPEG-, WebP- eller SVG-fil.',
    error_logo_too_large: 'Logotypen är för stor: filen får vara högst 1 MB.',
    error_logo_unreadable: 'Bilden kunde inte läsas.',
  }).map(([key, sv]) => [key, { sv }]),
);

const LIBRARY_ID = 7;
const LOGO = '/api/library-logos/7/' + 'a'.repeat(64) + '.png';
let branding: LibraryBranding;
let answers: Record<string, () => Response>;
const fetchMock = vi.fn<typeof fetch>();

const calls = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(`/${name}`))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));

beforeEach(async () => {
  await startOperatorSession(fetchMock);
  branding = { library_id: LIBRARY_ID, logo_url: null, display_name: null, font_family: null };
  answers = {};
  fetchMock.mockImplementation(async (url) => {
    const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
    if (answers[name]) return answers[name]!();
    if (name === 'get_branding') return json(200, { success: true, branding });
    throw new Error(`unexpected call ${name}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderSection = async (role: OperatorRole) => {
  await renderWithProviders(<BrandingSection libraryId={LIBRARY_ID} role={role} />, {
    texts,
    route: { url: '/sv/admin/libraries/7', path: '/:lang/admin/libraries/:libraryId' },
  });
  await screen.findByText('Biblioteket har ingen logotyp.');
};

const choose = (file: File) =>
  act(async () => void fireEvent.change(screen.getByLabelText('Bildfil'), { target: { files: [file] } }));
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('the logo', () => {
  it('refuses a file of another type or over 1 MB before sending, under the file field', async () => {
    await renderSection('admin');
    await choose(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    await press('Ladda upp logotyp');
    expect(screen.getByLabelText('Bildfil').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Logotypen måste vara en PNG-, JPEG-, WebP- eller SVG-fil.')).toBeTruthy();

    await choose(new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await press('Ladda upp logotyp');
    expect(screen.getByText('Logotypen är för stor: filen får vara högst 1 MB.')).toBeTruthy();
    expect(calls('upload_logo')).toEqual([]);
  });

  it('uploads the file in base64, shows the served logo and says so; the server’s refusal shows too', async () => {
    await renderSection('admin');
    answers.upload_logo = () =>
      json(400, { success: false, error: { code: 'LOGO_UNREADABLE', message: 'x' } });
    await choose(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'l.svg', { type: 'image/svg+xml' }));
    await press('Ladda upp logotyp');
    await screen.findByText('Bilden kunde inte läsas.', {}, { timeout: 5000 });

    answers.upload_logo = () => json(200, { success: true, branding: { ...branding, logo_url: LOGO } });
    await press('Ladda upp logotyp');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Logotypen är sparad.'));
    const sent = calls('upload_logo').at(-1)!;
    expect(sent).toMatchObject({ library_id: '7' });
    expect(atob(sent.logo!)).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(screen.getByRole('img', { name: 'Bibliotekets nuvarande logotyp' }).getAttribute('src')).toBe(
      LOGO,
    );
    expect(screen.getByRole('button', { name: 'Ta bort logotypen' })).toBeTruthy();
  });
});

describe('name and typeface', () => {
  it('saves the display name and a typeface of the list, with a sample in it', async () => {
    await renderSection('admin');
    answers.save_branding = () =>
      json(200, {
        success: true,
        branding: { ...branding, display_name: 'Stadsbiblioteket', font_family: 'georgia' },
      });
    fireEvent.change(screen.getByLabelText('Visningsnamn'), { target: { value: 'Stadsbiblioteket' } });
    fireEvent.change(screen.getByLabelText('Typsnitt'), { target: { value: 'georgia' } });
    expect(screen.getByTestId('font-sample').style.fontFamily).toContain('Georgia');
    await press('Spara namn och typsnitt');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Namnet och typsnittet är sparade.'),
    );
    expect(calls('save_branding')).toEqual([
      expect.objectContaining({ library_id: '7', display_name: 'Stadsbiblioteket', font_family: 'georgia' }),
    ]);
  });

  it('shows support the branding to read, with nothing to change', async () => {
    await renderSection('support');
    expect(screen.queryByLabelText('Bildfil')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Tjänstens eget typsnitt')).toBeTruthy();
  });
});
