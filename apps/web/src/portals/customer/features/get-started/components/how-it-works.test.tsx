import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json } from '@/test-support/fixtures';
import { customerSite, renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { getStartedStepsKey } from '../api/get-getstarted-steps';
import { HowItWorks } from './how-it-works';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

const steps = [
  {
    id: 1,
    position: 1,
    heading: { sv: 'Välj bibliotek', en: 'Choose a library' },
    body: { en: 'One.\n\nTwo.' },
  },
  { id: 2, position: 2, heading: { en: 'Borrow' }, body: { sv: 'Låna.', en: 'Borrow it.' } },
];

describe('HowItWorks', () => {
  it("asks for the country's steps and shows them in order in the language, English where it has none", async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, steps }));
    await renderWithProviders(<HowItWorks language="sv" />, {
      texts: { how_it_works: { sv: 'Så fungerar det' } },
      site: customerSite(),
    });
    const section = await screen.findByRole('region', { name: 'Så fungerar det' });
    expect(section.querySelectorAll('li')).toHaveLength(2);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Välj bibliotek', 'Borrow']);
    expect(headings[1]?.getAttribute('lang')).toBe('en');
    // Paragraphs are split at blank lines; never HTML.
    expect(screen.getByText('One.').tagName).toBe('P');
    expect(screen.getByText('Two.').tagName).toBe('P');
    expect(screen.getByText('Låna.')).toBeTruthy();
    const [url] = fetchMock.mock.calls.find(([u]) => String(u).includes('get_all_getstartedsteps')) ?? [];
    expect(String(url)).toContain('country_code=se');
  });

  it('shows nothing when there are no steps', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, steps: [] }));
    const { container, queryClient } = await renderWithProviders(<HowItWorks language="en" />, {
      site: customerSite(),
    });
    await waitFor(() => expect(queryClient.getQueryState(getStartedStepsKey('se'))?.status).toBe('success'));
    expect(container.textContent).toBe('');
  });
});
