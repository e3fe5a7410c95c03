import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from '@/lib/i18n';
import { accountItems, userDisplayName } from './account-items';
import type { MenuItem } from './menu-button';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

/** Runs an item's action; fails when the item is a link. */
function choose(item: MenuItem | undefined) {
  if (!item || !('onSelect' in item)) throw new Error(`${item?.id} is an action`);
  item.onSelect();
}

describe('accountItems', () => {
  it('logged in: Your profile, Settings, Help and Log out (spec section 2)', () => {
    const onLogOut = vi.fn();
    const onHelp = vi.fn();
    const items = accountItems({ t, lang: 'sv', loggedIn: true, onLogIn: vi.fn(), onHelp, onLogOut });
    expect(items.map((item) => item.label)).toEqual(['«your_profile»', '«settings»', '«help»', '«log_out»']);
    expect(items[0]).toMatchObject({ to: '/sv/profile' });
    expect(items[1]).toMatchObject({ to: '/sv/settings' });
    choose(items[2]);
    expect(onHelp).toHaveBeenCalledOnce();
    choose(items[3]);
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('logged out: Log in and Help, both actions', () => {
    const onLogIn = vi.fn();
    const onHelp = vi.fn();
    const items = accountItems({ t, lang: 'fi', loggedIn: false, onLogIn, onHelp, onLogOut: vi.fn() });
    expect(items.map((item) => item.id)).toEqual(['log-in', 'help']);
    choose(items[0]);
    choose(items[1]);
    expect(onLogIn).toHaveBeenCalledOnce();
    expect(onHelp).toHaveBeenCalledOnce();
  });
});

describe('userDisplayName', () => {
  it('is the first name, or the username when there is none', () => {
    expect(userDisplayName({ first_name: 'Åsa', username: 'asa.l' })).toBe('Åsa');
    expect(userDisplayName({ first_name: '  ', username: 'asa.l' })).toBe('asa.l');
  });
});
