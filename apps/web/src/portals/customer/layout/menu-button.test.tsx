import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { renderWithProviders } from '@/test-support/render';
import { MenuButton, type MenuItem } from './menu-button';

afterEach(cleanup);

async function setup() {
  const onLogOut = vi.fn();
  const items: MenuItem[] = [
    { id: 'profile', label: 'Din profil', to: '/sv/profile' },
    { id: 'settings', label: 'Inställningar', to: '/sv/settings' },
    { id: 'help', label: 'Hjälp', href: 'https://help.example' },
    { id: 'log-out', label: 'Logga ut', onSelect: onLogOut },
  ];
  await renderWithProviders(
    <>
      <MenuButton label="Inloggad som Demo" items={items}>
        Demo
      </MenuButton>
      <Link to="/sv/library/1/selected">elsewhere</Link>
    </>,
    { route: { url: '/sv/library/1/all' } },
  );
  const button = screen.getByRole('button', { name: 'Inloggad som Demo' });
  const menu = () => screen.queryByRole('menu');
  const item = (name: string) => screen.getByRole('menuitem', { name });
  return { button, menu, item, onLogOut };
}

describe('MenuButton', () => {
  it('is a closed menu button that names its menu', async () => {
    const { button, menu } = await setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('Demo');
    expect(menu()).toBeNull(); // hidden
    const hidden = screen.getByRole('menu', { hidden: true });
    expect(button.getAttribute('aria-controls')).toBe(hidden.id);
    expect(hidden.getAttribute('aria-labelledby')).toBe(button.id);
  });

  it('opens with ArrowDown at the first item and with ArrowUp at the last', async () => {
    const { button, item } = await setup();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('Din profil'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Logga ut'));
  });

  it('moves with the arrow keys, Home, End and letters, and Escape gives focus back', async () => {
    const { button, item, menu } = await setup();
    fireEvent.click(button);
    expect(document.activeElement).toBe(item('Din profil'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Inställningar'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(item('Logga ut'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Din profil'));
    fireEvent.keyDown(document.activeElement!, { key: 'h' });
    expect(document.activeElement).toBe(item('Hjälp'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('every item is a menuitem that is not in the tab order', async () => {
    const { button } = await setup();
    fireEvent.click(button);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((element) => element.textContent)).toEqual([
      'Din profil',
      'Inställningar',
      'Hjälp',
      'Logga ut',
    ]);
    for (const element of items) expect(element.getAttribute('tabindex')).toBe('-1');
    expect(items[2]?.getAttribute('target')).toBe('_blank');
  });

  it('runs an action with Space, closes, and gives focus back to the button', async () => {
    const { button, item, onLogOut } = await setup();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    fireEvent.keyDown(item('Logga ut'), { key: ' ' });
    expect(onLogOut).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside and on a navigation', async () => {
    const { button } = await setup();
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on the open button closes the menu', async () => {
    const { button } = await setup();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
