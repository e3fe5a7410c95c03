import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { restoreFetch } from '@/test-support/session';
import { AddLibraryCardModal, type LibraryChoice } from './add-library-card-modal';
import { answer, fetchMock, json, renderWithApp, sentTo, startTestSession } from './test-harness';

const CREATE = '/user/inventory/create_inventory';
const cards = [{ library_id: 3, card_number: '33333333' }];

/** A stand-in for the layout's library dropdown: a combobox that chooses library 3 when clicked. */
function FakeLibrarySelect({ value, onChoose, describedBy, invalid }: LibraryChoice) {
  return (
    <div
      role="combobox"
      tabIndex={0}
      aria-label="library"
      aria-expanded={false}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onClick={() => onChoose(3)}
    >
      {value ?? 'choose_library'}
    </div>
  );
}

async function setup(libraryId: number | undefined) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  await renderWithApp(
    <AddLibraryCardModal
      open
      onClose={onClose}
      libraryId={libraryId}
      renderLibrarySelect={(choice) => <FakeLibrarySelect {...choice} />}
      // Library 3 checks its cards with its own system, where PINs may hold letters.
      pinFormatOf={(id) => (id === 3 ? 'text' : 'digits')}
      onSaved={onSaved}
    />,
  );
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  const fill = (card: string, pin: string) => {
    fireEvent.change(field('card_number'), { target: { value: card } });
    fireEvent.change(field('pin_code'), { target: { value: pin } });
  };
  const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'save' })));
  return { onClose, onSaved, field, fill, save };
}

beforeEach(startTestSession);

afterEach(() => restoreFetch(fetchMock));

describe('AddLibraryCardModal', () => {
  it('saves the card without whitespace, hands the saved cards on and says so', async () => {
    answer({ [CREATE]: () => json(200, { success: true, inventories: cards }) });
    const { fill, save, onSaved, onClose } = await setup(3);
    fill(' 3333 3333 ', ' 1234 ');
    await save();
    expect(await screen.findByText('library_card_saved')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(cards);
    const [body] = sentTo(CREATE);
    expect([body?.get('library_id'), body?.get('card_number'), body?.get('pin_code')]).toEqual([
      '3',
      '33333333',
      '1234',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says a wrong card or PIN, clears the PIN and puts the focus there', async () => {
    answer({
      [CREATE]: () => json(401, { success: false, error: { code: 'WRONG_CARD_OR_PIN', message: 'wrong' } }),
    });
    const { fill, save, field, onSaved } = await setup(3);
    fill('33333333', '9999');
    await save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error_wrong_card_or_pin'));
    await waitFor(() => expect(document.activeElement).toBe(field('pin_code')));
    expect(field('pin_code').value).toBe('');
    expect(field('card_number').value).toBe('33333333');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks for a library, a card number and a PIN before sending, and focuses the library first', async () => {
    const { fill, save, field } = await setup(undefined);
    fill('', '1'.repeat(65));
    await save();
    const library = screen.getByRole('combobox', { name: 'library' });
    await waitFor(() => expect(document.activeElement).toBe(library));
    expect(library.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(library.getAttribute('aria-describedby')!)?.textContent).toBe(
      'choose_library',
    );
    expect(screen.getByText('loan_card_number_invalid')).toBeTruthy();
    expect(screen.getByText('loan_pin_invalid')).toBeTruthy();
    expect(field('pin_code').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(library);
    expect(library.textContent).toBe('3');
  });

  it("gives the PIN field the keyboard of the chosen library's PINs", async () => {
    const { field } = await setup(1);
    expect(field('pin_code').getAttribute('inputmode')).toBe('numeric');
    fireEvent.click(screen.getByRole('combobox', { name: 'library' }));
    await waitFor(() => expect(field('pin_code').getAttribute('inputmode')).toBe('text'));
  });
});
