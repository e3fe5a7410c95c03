import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { NavLink } from 'react-router';
import { renderWithProviders } from '@/test-support/render';
import { NavRow } from './nav-row';

/*
 * jsdom lays nothing out: the row is given a phone's geometry here. The list shows 300 px of 600; each link is
 * 180 px wide at its `data-x`, moved by the list's scrollLeft as a browser would.
 */
const ROW_WIDTH = 300;
const CONTENT_WIDTH = 600;
const LINK_WIDTH = 180;
const originals = {
  rect: HTMLElement.prototype.getBoundingClientRect,
  scrollWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!,
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!,
};

const rect = (left: number, width: number) =>
  ({ left, right: left + width, width, top: 0, bottom: 44, height: 44, x: left, y: 0 }) as DOMRect;

beforeEach(() => {
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.tagName === 'UL') return rect(0, ROW_WIDTH);
    const x = Number(this.dataset.x ?? 0);
    return rect(x - (this.closest('ul')?.scrollLeft ?? 0), LINK_WIDTH);
  };
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get(this: Element) {
      return this.tagName === 'UL' ? CONTENT_WIDTH : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get(this: Element) {
      return this.tagName === 'UL' ? ROW_WIDTH : 0;
    },
  });
});

afterEach(() => {
  cleanup();
  HTMLElement.prototype.getBoundingClientRect = originals.rect;
  Object.defineProperty(Element.prototype, 'scrollWidth', originals.scrollWidth);
  Object.defineProperty(Element.prototype, 'clientWidth', originals.clientWidth);
});

const texts = {
  nav_scroll_more: { sv: 'Fler menyval' },
  nav_scroll_back: { sv: 'Föregående menyval' },
};

async function showRow(url: string) {
  await renderWithProviders(
    <NavRow label="Meny" contentKey="sv|1|true">
      <li>
        <NavLink to="/sv/selected" data-x={0}>
          Utvalda titlar
        </NavLink>
      </li>
      <li>
        <NavLink to="/sv/all" data-x={200}>
          Alla titlar
        </NavLink>
      </li>
      <li>
        <NavLink to="/sv/upcoming" data-x={420}>
          Kommande titlar
        </NavLink>
      </li>
    </NavRow>,
    { texts, route: { url } },
  );
  return screen.getByRole('list');
}

describe('NavRow', () => {
  it('shows a fade and a More arrow while links are cut at the end; the arrow brings the first cut link into view and focuses it', async () => {
    const list = await showRow('/sv/selected');
    const more = screen.getByRole('button', { name: 'Fler menyval' });
    expect(list.className).toMatch(/fadeEnd/);
    expect(screen.queryByRole('button', { name: 'Föregående menyval' })).toBeNull();

    fireEvent.click(more);
    // "Alla titlar" (200–380 px) was the first link cut at the 300 px edge: it is now clear of the fade.
    const all = screen.getByRole('link', { name: 'Alla titlar' });
    expect(document.activeElement).toBe(all);
    expect(all.getBoundingClientRect().right).toBeLessThanOrEqual(ROW_WIDTH - 48);
    expect(list.scrollLeft).toBeGreaterThan(0);
  });

  it('hides the More arrow at the end and offers the way back instead', async () => {
    const list = await showRow('/sv/selected');
    act(() => {
      list.scrollLeft = CONTENT_WIDTH - ROW_WIDTH;
      fireEvent.scroll(list);
    });
    expect(screen.queryByRole('button', { name: 'Fler menyval' })).toBeNull();
    expect(list.className).not.toMatch(/fadeEnd/);
    expect(list.className).toMatch(/fadeStart/);
    fireEvent.click(screen.getByRole('button', { name: 'Föregående menyval' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Alla titlar' }));
  });

  it('brings the current page’s link into view', async () => {
    const list = await showRow('/sv/upcoming');
    const current = screen.getByRole('link', { name: 'Kommande titlar' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(ROW_WIDTH);
    expect(list.scrollLeft).toBeGreaterThan(0);
  });

  it('has neither fade nor arrows when every link fits', async () => {
    Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get: () => ROW_WIDTH });
    const list = await showRow('/sv/selected');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(list.className).not.toMatch(/fade/);
  });
});
