import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { applyLoginChange } from '@/lib/session';
import { restoreFetch } from '@/test-support/session';
import {
  answer,
  fetchMock,
  json,
  renderWithApp,
  startTestSession,
  user,
} from '../features/account/components/test-harness';
import { ChildModeHelp } from './child-mode-help';
import { CustomerHeader } from './customer-header';

const texts = {
  child_mode_badge: { sv: 'Barnläge' },
  child_mode_badge_label: { sv: 'Barnläge är på – vad betyder det?' },
  child_mode_is_on: { sv: 'Barnläget är på' },
  child_mode_explained: { sv: 'Du ser bara titlar för barn.' },
  child_mode_leave_profile: { sv: 'Stäng av det under Inställningar.' },
  child_mode_leave_build: { sv: 'Den här webbplatsen är för barn.' },
  child_mode_open_settings: { sv: 'Öppna Inställningar' },
  close: { sv: 'Stäng' },
};

const profile = {
  first_name: 'Demo',
  last_name: 'Patron',
  email: 'demo@example.com',
  birthdate: null,
  country: 'SE',
  newsletter: false,
};

async function showHeader(childrenMode: boolean) {
  answer({
    '/user/user/get_user_data': () =>
      json(200, {
        success: true,
        user,
        profile: { ...profile, children_mode: childrenMode },
        inventories: [],
      }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['libraries', 'all', 'se'], {
    libraries: [],
    user_libraries: [],
    number_of_titles: 0,
  });
  await renderWithApp(<CustomerHeader loginCount={0} />, { texts, queryClient });
}

beforeEach(() => startTestSession());
afterEach(() => restoreFetch(fetchMock));

describe('the child-mode badge', () => {
  it('shows for a user whose profile has child mode on, and opens what it means with the way out', async () => {
    applyLoginChange('C1', { user, librarian: null });
    await showHeader(true);
    // Found by its text first: a role query over the whole header is slow in jsdom.
    await screen.findByText('Barnläge');
    const badge = screen.getByRole('button', { name: 'Barnläge är på – vad betyder det?' });
    expect(badge.textContent).toBe('Barnläge');
    expect(badge.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(badge);
    const dialog = screen.getByRole('dialog', { name: 'Barnläget är på' });
    expect(within(dialog).getByText('Du ser bara titlar för barn.')).toBeTruthy();
    expect(within(dialog).getByText('Stäng av det under Inställningar.')).toBeTruthy();
    const settings = within(dialog).getByRole('link', { name: 'Öppna Inställningar' });
    expect(settings.getAttribute('href')).toBe('/sv/settings#profile');
  });

  it('is not there when the profile has child mode off', async () => {
    applyLoginChange('C1', { user, librarian: null });
    await showHeader(false);
    // The user's data has been read (the badge waits for it), and still no badge.
    await expect.poll(() => fetchMock.mock.results.length).toBeGreaterThan(0);
    await fetchMock.mock.results[0]!.value;
    expect(screen.queryByRole('button', { name: /Barnläge/ })).toBeNull();
  });

  it('is not there for an anonymous patron of an ordinary build, and reads no user data', async () => {
    await showHeader(true);
    expect(screen.queryByRole('button', { name: /Barnläge/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains the child-mode build without a way out through the profile', async () => {
    await renderWithApp(<ChildModeHelp source="build" />, { texts });
    expect(screen.getByText('Den här webbplatsen är för barn.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
