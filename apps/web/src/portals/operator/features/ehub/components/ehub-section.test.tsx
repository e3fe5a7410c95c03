import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { EhubSection } from './ehub-section';

const fetchMock = vi.fn<typeof fetch>();
const rotations = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/operator/library/rotate_ehub_secret'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));
const secret = 'q1Xw-Zs2mV0c9kTq3yLr8uPbN4aHfD7eGjK5oW6iE1s';

beforeEach(() => {
  stubApi(fetchMock);
  fetchMock.mockResolvedValue(json(200, { library_id: 4, ehub_secret: secret, replaced: true }));
});
afterEach(() => restoreFetch(fetchMock));

const press = (name: string, within_: HTMLElement = document.body) =>
  act(async () => void fireEvent.click(within(within_).getByRole('button', { name, hidden: true })));

describe('EhubSection', () => {
  it.each(['support', 'editor'] as const)('is not shown to %s operators', async (role) => {
    const { container } = await renderWithProviders(
      <EhubSection libraryId={4} role={role} configured={true} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('asks before replacing a secret, then shows the new one once with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderWithProviders(<EhubSection libraryId={4} role="admin" configured={true} />);
    await press('operator_ehub_rotate');
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('operator_ehub_rotate_body')).toBeTruthy();
    expect(rotations()).toHaveLength(0);
    await press('operator_ehub_rotate', dialog);
    const shown = (await screen.findByLabelText('operator_ehub_secret_label')) as HTMLInputElement;
    expect(rotations().map((body) => body.library_id)).toEqual(['4']);
    expect(shown.value).toBe(secret);
    expect(shown.readOnly).toBe(true);
    expect(screen.getByText('operator_ehub_shown_once')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'operator_ehub_new_secret' }));
    await press('operator_ehub_copy');
    expect(writeText).toHaveBeenCalledWith(secret);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('operator_ehub_copied'));
  });

  it('generates the first secret without asking', async () => {
    await renderWithProviders(<EhubSection libraryId={4} role="admin" configured={false} />);
    expect(screen.getByText('operator_ehub_no_secret')).toBeTruthy();
    await press('operator_ehub_generate');
    await screen.findByLabelText('operator_ehub_secret_label');
    expect(rotations()).toHaveLength(1);
    expect(screen.queryByText('operator_ehub_rotate_body')).toBeNull();
  });
});
