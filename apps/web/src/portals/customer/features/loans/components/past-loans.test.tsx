import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PastLoan, TitleSummary } from '@filmhyllan/contract';
import { json, titleSummary } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { PastLoans } from './past-loans';

const texts = {
  past_loan_library: { en: 'Library: {library}' },
  borrowed_on: { en: 'Borrowed on {date}' },
  loan_active_until: { en: 'Your loan is valid until {date}' },
  watch: { en: 'Watch' },
  past_loans_empty: { en: 'You have no past loans.' },
  loading: { en: 'Loading …' },
};

const title = (id: number, name: string): TitleSummary => titleSummary(id, { name, age_rating: 7 });

const loan = (id: number, libraryId: number, name: string, startedAt: string, active: boolean): PastLoan => ({
  loan_id: id,
  title_id: 100 + id,
  library_id: libraryId,
  started_at: startedAt,
  ends_at: new Date(Date.parse(startedAt) + 48 * 3600_000).toISOString(),
  is_active: active,
  title: title(100 + id, name),
});

const fetchMock = vi.fn<typeof fetch>();

async function renderLoans(loans: PastLoan[]) {
  fetchMock.mockResolvedValueOnce(json(200, { loans }));
  await renderWithProviders(
    <MemoryRouter>
      <PastLoans
        language="en"
        titleName={(t) => `«${t.name}»`}
        libraryName={(id) => ({ 1: 'Stockholms stadsbibliotek' })[id]}
        titleHref={(l) => `/en/library/${l.library_id}/title/${l.title_id}`}
      />
    </MemoryRouter>,
    { language: 'en', texts },
  );
}

beforeEach(() => stubApi(fetchMock));

afterEach(() => restoreFetch(fetchMock));

describe('PastLoans', () => {
  it('lists title, library and day; a running loan links to watching it on its title page', async () => {
    await renderLoans([
      loan(2, 1, 'Isen', '2026-03-14T10:00:00.000Z', true),
      loan(1, 9, 'Sommaren', '2025-12-01T12:00:00.000Z', false),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const running = within(items[0]!);
    const name = running.getByRole('link', { name: '«Isen»' });
    expect(name.getAttribute('href')).toBe('/en/library/1/title/102');
    expect(running.getByText('Library: Stockholms stadsbibliotek')).toBeTruthy();
    expect(running.getByText('Borrowed on 14 March 2026')).toBeTruthy();
    expect(running.getByText(/^Your loan is valid until 16 March/)).toBeTruthy();
    const watch = running.getByRole('link', { name: 'Watch' });
    expect(watch.getAttribute('href')).toBe('/en/library/1/title/102');
    // The Watch link says which title it is for.
    expect(watch.getAttribute('aria-describedby')).toBe(name.id);

    const ended = within(items[1]!);
    expect(ended.getByRole('link', { name: '«Sommaren»' }).getAttribute('href')).toBe(
      '/en/library/9/title/101',
    );
    expect(ended.getByText('Borrowed on 1 December 2025')).toBeTruthy();
    expect(ended.queryByRole('link', { name: 'Watch' })).toBeNull();
    // A library that is not in this country's list is left unnamed rather than shown as a number.
    expect(ended.queryByText(/^Library:/)).toBeNull();
  });

  it('says when there are no loans', async () => {
    await renderLoans([]);
    expect(await screen.findByText('You have no past loans.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
