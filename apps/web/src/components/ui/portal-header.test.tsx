import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test-support/render';
import { PortalHeader, type PortalHeaderNav } from './portal-header';

afterEach(cleanup);

const nav = (extra: Partial<PortalHeaderNav> = {}): PortalHeaderNav => ({
  label: 'Konsolen',
  items: [
    { label: 'Bibliotek', to: '/sv/admin/libraries' },
    { label: 'Katalogen', href: '/sv/library/5/all', newTabNote: 'öppnas i en ny flik' },
  ],
  logout: { label: 'Logga ut', username: 'operator', pending: false, onLogout: vi.fn() },
  ...extra,
});

const renderHeader = (props: Partial<Parameters<typeof PortalHeader>[0]>) =>
  renderWithProviders(<PortalHeader homeHref="/sv/admin/" badge="Drift" badgeTone="strong" {...props} />, {
    route: { url: '/sv/admin/libraries' },
  });

describe('PortalHeader', () => {
  it('shows only the product name and badge to nobody', async () => {
    await renderHeader({});
    expect(screen.getByRole('link').textContent).toMatch(/Drift$/);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('lists the entries, marks the current page, opens another portal in a new tab and logs out with the username', async () => {
    const entries = nav();
    await renderHeader({ nav: entries });
    const navigation = screen.getByRole('navigation', { name: 'Konsolen' });
    expect(within(navigation).getByRole('link', { name: 'Bibliotek' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const other = within(navigation).getByRole('link', { name: /^Katalogen\s*\(öppnas i en ny flik\)$/ });
    expect(other.getAttribute('target')).toBe('_blank');
    // Without a Menu button text the entries are all there, wrapping: nothing folds.
    expect(within(navigation).queryByRole('button', { name: 'Meny' })).toBeNull();
    fireEvent.click(within(navigation).getByRole('button', { name: 'Logga ut (operator)' }));
    expect(entries.logout.onLogout).toHaveBeenCalledOnce();
  });

  it('does not log out twice while the first logout is under way', async () => {
    const entries = nav({ logout: { ...nav().logout, pending: true } });
    await renderHeader({ nav: entries });
    const button = screen.getByRole('button', { name: 'Logga ut (operator)' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(entries.logout.onLogout).not.toHaveBeenCalled();
  });

  it('folds the entries behind a Menu button when given its text, and shows a shortened username with the full one as title', async () => {
    await renderHeader({
      nav: nav({
        menuButtonText: 'Meny',
        logout: { ...nav().logout, username: 'a.very.long.username', shownUsername: 'a.very…' },
      }),
    });
    const button = screen.getByRole('button', { name: 'Meny' });
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');
    const logout = screen.getByRole('button', { name: 'Logga ut (a.very…)' });
    expect(logout.getAttribute('title')).toBe('a.very.long.username');
  });
});
