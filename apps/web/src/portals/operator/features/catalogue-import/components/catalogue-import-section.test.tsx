import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRole, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { CatalogueImportSection, formatOfFile } from './catalogue-import-section';

const texts: Translations = Object.fromEntries(
  Object.entries({
    catalogue_import_title: 'Importera en katalogfil',
    catalogue_import_file_label: 'Katalogfil',
    catalogue_import_file_required: 'Välj en katalogfil först.',
    catalogue_import_format_detected: 'Filen läses som {format}.',
    catalogue_import_check: 'Kontrollera filen',
    catalogue_import_run: 'Importera',
    catalogue_import_check_ok: 'Filen är i ordning.',
    catalogue_import_has_problems: 'Filen har {count} problem.',
    catalogue_import_done: 'Importen är klar: {count} titlar.',
    catalogue_import_count_created: 'Nya titlar',
    catalogue_import_problems_title: 'Problem i filen',
    catalogue_import_whole_row: 'Hela raden',
    catalogue_export_title: 'Exportera katalogen',
    catalogue_export_csv: 'Exportera som CSV',
    catalogue_export_json: 'Exportera som JSON',
  }).map(([key, sv]) => [key, { sv }]),
);

const fetchMock = vi.fn<typeof fetch>();
const sent = () =>
  fetchMock.mock.calls.map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));
const answer = (
  dryRun: boolean,
  problems: { row: number; column: string | null; message: string }[] = [],
) => ({
  success: true,
  dry_run: dryRun,
  imported: !dryRun && problems.length === 0,
  counts: { created: 2, updated: 1, unchanged: 0, problems: problems.length },
  problems: problems.map((p) => ({ ...p, reason: 'required' })),
  rows: [],
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
  renderWithProviders(<CatalogueImportSection role={role} />, {
    texts,
    route: { url: '/sv/admin/titles/import', path: '/:lang/admin/titles/import' },
  });
const press = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const choose = (text: string, name: string) =>
  fireEvent.change(screen.getByLabelText('Katalogfil'), {
    target: { files: [new File([text], name)] },
  });

describe('formatOfFile', () => {
  it('reads .json as JSON and anything else as CSV', () => {
    expect(formatOfFile('Nordisk.JSON')).toBe('json');
    expect(formatOfFile('nordisk.csv')).toBe('csv');
    expect(formatOfFile('export.txt')).toBe('csv');
  });
});

describe('CatalogueImportSection', () => {
  it('shows support the export only', async () => {
    await renderSection('support');
    expect(screen.queryByRole('heading', { name: 'Importera en katalogfil' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportera som CSV' })).toBeTruthy();
  });

  it('asks for a file, checks it in a dry run with its format, then imports', async () => {
    await renderSection('editor');
    await press(screen.getByRole('button', { name: 'Kontrollera filen' }));
    expect(screen.getByText('Välj en katalogfil först.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const file = '[{"distributor":"d","distributor_ref":"1"}]';
    choose(file, 'nordisk.json');
    expect(screen.getByText('Filen läses som JSON.')).toBeTruthy();
    fetchMock.mockImplementationOnce(async () => json(200, answer(true)));
    await press(screen.getByRole('button', { name: 'Kontrollera filen' }));
    await screen.findByText('Filen är i ordning.');
    expect(sent()[0]).toMatchObject({ format: 'json', file, dry_run: '1' });

    fetchMock.mockImplementationOnce(async () => json(200, answer(false)));
    await press(screen.getByRole('button', { name: 'Importera' }));
    await screen.findByText('Importen är klar: 3 titlar.');
    expect(sent()[1]).toMatchObject({ format: 'json', file, dry_run: '0' });
    expect(screen.queryByRole('button', { name: 'Importera' })).toBeNull();
    // The button pressed is gone: the focus is on the outcome, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Importen är klar: 3 titlar.')));
  });

  it('shows every problem by row and column, and offers no import', async () => {
    await renderSection('admin');
    choose('distributor,distributor_ref\n', 'nordisk.csv');
    fetchMock.mockImplementationOnce(async () =>
      json(
        200,
        answer(true, [
          { row: 1, column: null, message: 'Filen är tom.' },
          { row: 3, column: 'year', message: 'Värdet saknas men krävs.' },
        ]),
      ),
    );
    await press(screen.getByRole('button', { name: 'Kontrollera filen' }));
    await screen.findByText('Filen har 2 problem.');
    expect(sent()[0]).toMatchObject({ format: 'csv' });
    const row = screen.getByRole('row', { name: /year/ });
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('Värdet saknas men krävs.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Hela raden/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Importera' })).toBeNull();
  });
});
