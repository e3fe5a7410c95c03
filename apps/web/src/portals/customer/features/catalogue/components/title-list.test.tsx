import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { TitleSummary } from '@filmhyllan/contract';
import { POSTER_SIZES } from '@filmhyllan/contract/client';
import { renderCatalogue, titleSummary } from '../catalogue-testing';
import { TitleList } from './title-list';

afterEach(cleanup);

const withPoster = (id: number) => titleSummary(id, { poster_url: `/api/posters/${id}.svg` });

interface ListData {
  titles: TitleSummary[];
  placeholders: number;
}

const listKey = ['catalogue', 'sv', 'test-list'];

/** A grid read from the cache, so a test can add a page the way the paged lists get one. */
function CachedList() {
  const { data } = useQuery<ListData>({ queryKey: listKey, enabled: false });
  if (!data) return null;
  return (
    <TitleList
      titles={data.titles}
      href={(title) => `/sv/library/1/title/${title.id}`}
      layout="grid"
      placeholderCount={data.placeholders}
    />
  );
}

describe('TitleList', () => {
  it.each(['grid', 'row'] as const)(
    'gives every poster of a %s its size before the image loads (width and height attributes)',
    async (layout) => {
      await renderCatalogue(
        <TitleList
          titles={[withPoster(1), withPoster(2), withPoster(3)]}
          href={(title) => `/sv/library/1/title/${title.id}`}
          layout={layout}
          priorityCount={1}
        />,
      );
      const images = screen.getAllByRole('img');
      expect(images).toHaveLength(3);
      for (const img of images) {
        expect(img.tagName).toBe('IMG');
        expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      }
    },
  );

  it.each(['grid', 'row'] as const)(
    'gives an uploaded poster of a %s the srcset of its widths and the sizes of that layout',
    async (layout) => {
      const images = {
        url_template: '/api/posters/1/abc-{width}.{format}',
        widths: [160, 240],
        width: 240,
        height: 360,
      };
      await renderCatalogue(
        <TitleList
          titles={[titleSummary(1, { poster_url: '/api/posters/1/abc-240.jpg', poster_images: images })]}
          href={(title) => `/sv/library/1/title/${title.id}`}
          layout={layout}
        />,
      );
      const img = screen.getByRole('img');
      expect(img.getAttribute('srcset')).toBe(
        '/api/posters/1/abc-160.jpg 160w, /api/posters/1/abc-240.jpg 240w',
      );
      expect(img.getAttribute('sizes')).toBe(POSTER_SIZES[layout]);
      const avif = img.parentElement!.querySelector('source[type="image/avif"]')!;
      expect(avif.getAttribute('srcset')).toBe(
        '/api/posters/1/abc-160.avif 160w, /api/posters/1/abc-240.avif 240w',
      );
      expect(avif.getAttribute('sizes')).toBe(POSTER_SIZES[layout]);
    },
  );

  it("draws the next page's placeholders after the titles; its titles arrive as new elements, nothing is moved", async () => {
    const { queryClient } = await renderCatalogue(<CachedList />, {
      prefill: (client) =>
        client.setQueryData<ListData>(listKey, { titles: [withPoster(1), withPoster(2)], placeholders: 2 }),
    });
    const items = () => screen.getAllByRole('listitem', { hidden: true });
    const first = items();
    expect(first).toHaveLength(4);
    const placeholders = first.slice(2);
    for (const placeholder of placeholders) expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(first[0]?.textContent).toContain('Titel 1');

    await act(async () => {
      queryClient.setQueryData<ListData>(listKey, { titles: [1, 2, 3, 4].map(withPoster), placeholders: 1 });
    });
    await waitFor(() => expect(items()).toHaveLength(5));
    const second = items();
    // The titles that were there are the same elements; the page took the placeholders' cells with new ones,
    // and the next placeholder is new too: no element that was on screen changed its place.
    expect(second.slice(0, 2)).toEqual(first.slice(0, 2));
    for (const placeholder of placeholders) expect(placeholder.isConnected).toBe(false);
    expect(second[2]?.textContent).toContain('Titel 3');
    expect(second[4]?.getAttribute('aria-hidden')).toBe('true');
  });
});
