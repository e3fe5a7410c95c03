import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { SavedCard } from '@filmhyllan/contract';
import { closeAccountModal, getAccountModal } from '@/lib/account-modal';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { SavedCards } from './saved-cards';

const texts = {
  saved_cards_intro: { en: 'With a saved card you borrow without the PIN.' },
  saved_card_ending: { en: 'Card ending in {digits}' },
  loans_left_this_month: {
    en: '{count, plural, one {# loan left this month} other {# loans left this month}}',
  },
  loans_left_this_week: { en: '{count, plural, one {# loan left this week} other {# loans left this week}}' },
  customer_budget_reached_notice: { en: 'You can borrow again from {date}.' },
  remove_library_card: { en: 'Remove library card' },
  saved_card_remove_confirm: { en: 'Remove the saved card for {library}?' },
  saved_card_remove_yes: { en: 'Yes, remove' },
  saved_card_keep: { en: 'Keep the card' },
  saved_card_removed: { en: 'The card for {library} has been removed.' },
  saved_card_remove_failed: { en: 'The card could not be removed.' },
  library_cards_empty: { en: 'You have no saved library cards.' },
  add_library_card: { en: 'Add library card' },
};

const card = (
  libraryId: number,
  name: string,
  cardNumber: string,
  more: Partial<SavedCard> = {},
): SavedCard => ({
  library_id: libraryId,
  card_number: cardNumber,
  library_name: name,
  num_loans_left: 3,
  num_loans_left_period: 'month',
  new_loans_date: null,
  ...more,
});

const fetchMock = vi.fn<typeof fetch>();
let saved: SavedCard[] = [];
let refuseRemoval = false;

/** A tiny server: the saved cards, and their removal. */
function serve() {
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    if (path === '/api/user/inventory/get_inventories') return json(200, { inventories: saved });
    if (path === '/api/user/inventory/remove_inventory') {
      if (refuseRemoval)
        return json(503, { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } });
      const libraryId = Number(new URLSearchParams(String(init?.body)).get('library_id'));
      saved = saved.filter((c) => c.library_id !== libraryId);
      return json(200, {
        success: true,
        inventories: saved.map(({ library_id, card_number }) => ({ library_id, card_number })),
      });
    }
    return json(404, { success: false, error: { code: 'NOT_FOUND', message: path } });
  });
}

const removals = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/user/inventory/remove_inventory'))
    .map(([, init]) => new URLSearchParams(String(init?.body)).get('library_id'));

async function renderCards() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onCardsChanged = vi.fn();
  await renderWithProviders(<SavedCards language="en" onCardsChanged={onCardsChanged} />, {
    language: 'en',
    texts,
    queryClient,
  });
  await screen.findByRole('list');
  return { queryClient, onCardsChanged };
}

/** The list item of a library's card. */
const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

beforeEach(() => {
  stubApi(fetchMock);
  closeAccountModal();
  refuseRemoval = false;
  saved = [
    card(6, 'Askersunds bibliotek', '11111111', { num_loans_left: 1, num_loans_left_period: 'week' }),
    card(1, 'Stockholms stadsbibliotek', '30000010'),
    card(2, 'Ängelholms bibliotek', '22220009', { num_loans_left: 0, new_loans_date: '2026-04-01' }),
  ];
  serve();
});

afterEach(() => restoreFetch(fetchMock));

describe('SavedCards', () => {
  it('shows each library with the last digits of its card and the loans it has left', async () => {
    await renderCards();
    const askersund = within(cardOf('Askersunds bibliotek'));
    expect(askersund.getByText('Card ending in 1111')).toBeTruthy();
    expect(askersund.getByText('1 loan left this week')).toBeTruthy();
    expect(within(cardOf('Stockholms stadsbibliotek')).getByText('3 loans left this month')).toBeTruthy();
    expect(
      within(cardOf('Ängelholms bibliotek')).getByText('You can borrow again from 1 April 2026.'),
    ).toBeTruthy();
    // Never the whole number.
    expect(document.body.textContent).not.toContain('30000010');
  });

  it('asks before removing; keeping the card returns focus to its Remove button', async () => {
    await renderCards();
    const stockholm = within(cardOf('Stockholms stadsbibliotek'));
    fireEvent.click(stockholm.getByRole('button', { name: 'Remove library card' }));
    const keep = stockholm.getByRole('button', { name: 'Keep the card' });
    expect(document.activeElement).toBe(keep);
    expect(keep.getAttribute('aria-describedby')).toBe(stockholm.getByText(/Remove the saved card for/).id);
    fireEvent.click(keep);
    await waitFor(() =>
      expect(document.activeElement).toBe(stockholm.getByRole('button', { name: 'Remove library card' })),
    );
    expect(removals()).toHaveLength(0);
  });

  it("removes a card after Yes: it leaves the list, focus goes to the next card's Remove, and it is said", async () => {
    const { onCardsChanged } = await renderCards();
    const stockholm = within(cardOf('Stockholms stadsbibliotek'));
    fireEvent.click(stockholm.getByRole('button', { name: 'Remove library card' }));
    fireEvent.click(stockholm.getByRole('button', { name: 'Yes, remove' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Stockholms stadsbibliotek' })).toBeNull(),
    );
    expect(removals()).toEqual(['1']);
    const next = within(cardOf('Ängelholms bibliotek')).getByRole('button', { name: 'Remove library card' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(screen.getByRole('status').textContent).toBe(
      'The card for Stockholms stadsbibliotek has been removed.',
    );
    // The loan information shown elsewhere is refreshed from the cards the server answered (the profile page
    // gives refreshAfterCardChange, whose test checks the library lists and title pages are read again).
    expect(onCardsChanged).toHaveBeenCalledExactlyOnceWith([
      { library_id: 6, card_number: '11111111' },
      { library_id: 2, card_number: '22220009' },
    ]);
  });

  it('moves focus to Add card when the last card is removed, and Add card opens the modal', async () => {
    saved = [card(1, 'Stockholms stadsbibliotek', '30000010')];
    await renderCards();
    fireEvent.click(screen.getByRole('button', { name: 'Remove library card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    const add = screen.getByRole('button', { name: 'Add library card' });
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(await screen.findByText('You have no saved library cards.')).toBeTruthy();
    fireEvent.click(add);
    expect(getAccountModal().modal).toBe('addLibraryCard');
  });

  it('keeps the card and says so when the removal fails', async () => {
    refuseRemoval = true;
    await renderCards();
    const askersund = within(cardOf('Askersunds bibliotek'));
    fireEvent.click(askersund.getByRole('button', { name: 'Remove library card' }));
    fireEvent.click(askersund.getByRole('button', { name: 'Yes, remove' }));
    expect(await askersund.findByText('The card could not be removed.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Askersunds bibliotek' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(askersund.getByRole('button', { name: 'Remove library card' })),
    );
  });
});
