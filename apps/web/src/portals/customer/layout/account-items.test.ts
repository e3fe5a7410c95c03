import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { accountItems, userDisplayName } from './account-items';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('accountItems', () => {
  it('logged in: Your profile, Settings, Help and Log out (spec section 2)', () => {
    const onLogOut = vi.fn();
    const items = accountItems({
      t,
      lang: 'sv',
      helpUrl: 'https://help.example/sv',
      loggedIn: true,
      onLogIn: vi.fn(),
      onLogOut,
    });
    expect(items.map((item) => item.label)).toEqual(['«your_profile»', '«settings»', '«help»', '«log_out»']);
    expect(items[0]).toMatchObject({ to: '/sv/profile' });
    expect(items[1]).toMatchObject({ to: '/sv/settings' });
    expect(items[2]).toMatchObject({ href: 'https://help.example/sv' });
    const logOut = items[3];
    if (!logOut || !('onSelect' in logOut)) throw new Error('Log out is an action');
    logOut.onSelect();
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('logged out: Log in and Help', () => {
    const items = accountItems({
      t,
      lang: 'fi',
      helpUrl: 'https://help.example/fi',
      loggedIn: false,
      onLogIn: vi.fn(),
      onLogOut: vi.fn(),
    });
    expect(items.map((item) => item.id)).toEqual(['log-in', 'help']);
  });

  it('leaves Help out while the country configuration is unknown', () => {
    const items = accountItems({
      t,
      lang: 'sv',
      helpUrl: undefined,
      loggedIn: true,
      onLogIn: vi.fn(),
      onLogOut: vi.fn(),
    });
    expect(items.map((item) => item.id)).toEqual(['profile', 'settings', 'log-out']);
  });
});

describe('userDisplayName', () => {
  it('is the first name, or the username when there is none', () => {
    expect(userDisplayName({ first_name: 'Åsa', username: 'asa.l' })).toBe('Åsa');
    expect(userDisplayName({ first_name: '  ', username: 'asa.l' })).toBe('asa.l');
  });
});
