import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { OperatorRole, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { CardsSection } from './cards-section';

const texts: Translations = Object.fromEntries(
  Object.entries({
    cards_section_title: 'Lånekort',
    cards_file_label: 'CSV-fil',
    cards_file_required: 'Välj en CSV-fil först.',
    cards_check: 'Kontrollera filen',
    cards_import: 'Importera',
    cards_check_result: 'Resultat av kontrollen',
    cards_import_done: 'Importen är klar: {count} kort sparades.',
    cards_count_added: 'Nya kort',
    cards_count_rejected: 'Rader som inte togs med',
    cards_problems_title: 'Rader med problem',
    error_patron_auth_not_builtin: 'Kort kan inte importeras hit.',
  }).map(([key, sv]) => [key, { sv }]),
);

const fetchMock = vi.fn<typeof fetch>();
const sent = () =>
  fetchMock.mock.calls.map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));
const answer = (dryRun: boolean) => ({
  success: true,
  library_id: 7,
  dry_run: dryRun,
  counts: { added: 2, updated: 0, unchanged: 0, rejected: 1 },
  problems: [
    { line: 3, card_ending: '42', reason: 'pin_invalid', message: 'PIN-koden måste vara 4–8 siffror.' },
  ],
});

beforeEach(async () => {
  await startOperatorSession(fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderSection = (role: OperatorRole) =>
  renderWithProviders(<CardsSection libraryId={7} role={role} />, {
    texts,
    route: { url: '/sv/admin/libraries/7', path: '/:lang/admin/libraries/:libraryId' },
  });
const press = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText('CSV-fil'), {
    target: { files: [new File([text], 'cards.csv', { type: 'text/csv' })] },
  });

describe('CardsSection', () => {
  it('is shown to admins only', async () => {
    await renderSection('support');
    expect(screen.queryByRole('heading', { name: 'Lånekort' })).toBeNull();
  });

  it('asks for a file first, checks it in a dry run, shows the report, then imports', async () => {
    await renderSection('admin');
    await press(screen.getByRole('button', { name: 'Kontrollera filen' }));
    expect(screen.getByText('Välj en CSV-fil först.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const csv = 'card_number,pin\n12345678,1234\n99999942,12\n';
    choose(csv);
    fetchMock.mockImplementationOnce(async () => json(200, answer(true)));
    await press(screen.getByRole('button', { name: 'Kontrollera filen' }));
    await screen.findByText('Resultat av kontrollen');
    expect(sent()[0]).toMatchObject({ library_id: '7', csv, dry_run: '1' });
    const row = screen.getByRole('row', { name: /3/ });
    expect(within(row).getByText('…42')).toBeTruthy();
    expect(within(row).getByText('PIN-koden måste vara 4–8 siffror.')).toBeTruthy();

    fetchMock.mockImplementationOnce(async () => json(200, answer(false)));
    await press(screen.getByRole('button', { name: 'Importera' }));
    await screen.findByText('Importen är klar: 2 kort sparades.');
    expect(sent()[1]).toMatchObject({ library_id: '7', csv, dry_run: '0' });
    expect(screen.queryByRole('button', { name: 'Importera' })).toBeNull();
  });

  it("shows the API's refusal of a library on SIP2", async () => {
    await renderSection('admin');
    choose('card_number,pin\n');
    fetchMock.mockImplementationOnce(async () =>
      json(409, {
        success: false,
        error: { code: 'PATRON_AUTH_NOT_BUILTIN', message: 'Kort kan inte importeras hit.' },
      }),
    );
    await press(screen.getByRole('button', { name: 'Kontrollera filen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kort kan inte importeras hit.');
  });
});
