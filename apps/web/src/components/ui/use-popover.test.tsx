import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { usePopover } from './use-popover';

function Disclosure({ closeOn }: { closeOn?: string }) {
  const { open, setOpen, rootRef, buttonRef } = usePopover(undefined, closeOn);
  return (
    <div>
      <div ref={rootRef}>
        <button ref={buttonRef} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          Menu
        </button>
        <div hidden={!open}>
          <a href="#inside">Inside</a>
        </div>
      </div>
      <button type="button">Elsewhere</button>
    </div>
  );
}

afterEach(cleanup);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const isOpen = () => menuButton().getAttribute('aria-expanded') === 'true';

describe('usePopover', () => {
  it('closes on a pointer down outside, not inside', () => {
    render(<Disclosure />);
    fireEvent.click(menuButton());
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByText('Inside'));
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape, gives the focus back to its button, and keeps Escape from the page', () => {
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    render(<Disclosure />);
    fireEvent.click(menuButton());
    screen.getByText('Inside').focus();
    fireEvent.keyDown(screen.getByText('Inside'), { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
    expect(pageKeys).not.toHaveBeenCalled();
    // Closed, Escape is the page's again.
    fireEvent.keyDown(menuButton(), { key: 'Escape' });
    expect(pageKeys).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', pageKeys);
  });

  it('closes when its closeOn value changes (a navigation)', () => {
    const { rerender } = render(<Disclosure closeOn="/a" />);
    fireEvent.click(menuButton());
    rerender(<Disclosure closeOn="/a" />);
    expect(isOpen()).toBe(true);
    rerender(<Disclosure closeOn="/b" />);
    expect(isOpen()).toBe(false);
  });
});
