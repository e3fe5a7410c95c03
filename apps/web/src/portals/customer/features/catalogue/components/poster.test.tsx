import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { POSTER_SIZES } from '@filmhyllan/contract/client';
import { Poster } from './poster';

afterEach(cleanup);

/** The image's intrinsic size from its attributes: what the browser lays out before the file arrives. */
const attributeSize = (img: HTMLElement) => ({
  width: Number(img.getAttribute('width')),
  height: Number(img.getAttribute('height')),
});

describe('Poster', () => {
  it("asks for a generated poster in the page's language, and for an uploaded one as it is", () => {
    render(
      <MemoryRouter initialEntries={['/fi/library/1/all']}>
        <Routes>
          <Route
            path="/:lang/*"
            element={
              <>
                <Poster titleId={7} src="/api/posters/7.svg" name="Perintö" />
                <Poster titleId={8} src="/api/posters/8/abc-480.jpg" name="Ladattu" />
                <Poster titleId={9} src="/api/posters/series/3.svg" name="Sarja" />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'Perintö' }).getAttribute('src')).toBe('/api/posters/7.fi.svg');
    expect(screen.getByRole('img', { name: 'Sarja' }).getAttribute('src')).toBe(
      '/api/posters/series/3.fi.svg',
    );
    expect(screen.getByRole('img', { name: 'Ladattu' }).getAttribute('src')).toBe(
      '/api/posters/8/abc-480.jpg',
    );
  });

  it.each(['card', 'large'] as const)(
    'gives a %s poster its 2:3 size before the image loads (width and height attributes)',
    (size) => {
      render(<Poster titleId={7} src="/api/posters/7.svg" name="Arvet" size={size} />);
      const { width, height } = attributeSize(screen.getByRole('img', { name: 'Arvet' }));
      expect(width).toBeGreaterThan(0);
      expect(height / width).toBe(3 / 2);
    },
  );

  it('loads a poster below the fold lazily and one above it (priority) at once', () => {
    render(
      <>
        <Poster titleId={1} src="/api/posters/1.svg" name="Först" priority />
        <Poster titleId={2} src="/api/posters/2.svg" name="Sist" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Först' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('img', { name: 'Sist' }).getAttribute('loading')).toBe('lazy');
  });

  it('puts the fallback of a title without a poster in the same box as an image', () => {
    const { container } = render(
      <>
        <Poster titleId={1} src="/api/posters/1.svg" name="Med bild" />
        <Poster titleId={2} src={null} name="Utan bild" />
      </>,
    );
    const [withImage, withoutImage] = [...container.children];
    // The box (the 2:3 aspect ratio) is the same element class either way; only its content differs.
    expect(withoutImage?.className).toBe(withImage?.className);
    expect(screen.getByRole('img', { name: 'Utan bild' }).tagName).toBe('DIV');
  });

  describe('an uploaded poster', () => {
    const images = {
      url_template: '/api/posters/7/abc-{width}.{format}',
      widths: [160, 240, 320, 480, 640, 960],
      width: 960,
      height: 1440,
    };
    const srcset = (format: string) =>
      images.widths.map((w) => `/api/posters/7/abc-${w}.${format} ${w}w`).join(', ');

    it.each([
      ['grid', undefined, POSTER_SIZES.grid],
      ['row', 'row', POSTER_SIZES.row],
      ['title page', 'large', POSTER_SIZES.large],
      ['loan history', 'thumb', POSTER_SIZES.thumb],
    ] as const)(
      'in a %s is a picture of AVIF, WebP and JPEG sources with every width and the layout’s sizes',
      (_where, layout, sizes) => {
        const { container } = render(
          <Poster
            titleId={7}
            src="/api/posters/7/abc-480.jpg"
            images={images}
            name="Arvet"
            layout={layout}
            size={layout === 'large' ? 'large' : 'card'}
          />,
        );
        const sources = [...container.querySelectorAll('picture > source')];
        expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
        expect(sources.map((source) => source.getAttribute('srcset'))).toEqual([
          srcset('avif'),
          srcset('webp'),
        ]);
        for (const source of sources) expect(source.getAttribute('sizes')).toBe(sizes);
        const img = screen.getByRole('img', { name: 'Arvet' });
        expect(img.parentElement?.tagName).toBe('PICTURE');
        expect(img.getAttribute('src')).toBe('/api/posters/7/abc-480.jpg');
        expect(img.getAttribute('srcset')).toBe(srcset('jpg'));
        expect(img.getAttribute('sizes')).toBe(sizes);
        expect(attributeSize(img)).toEqual({ width: 960, height: 1440 });
      },
    );

    it('the generated poster has no srcset: one image, as before', () => {
      const { container } = render(<Poster titleId={7} src="/api/posters/7.svg" name="Arvet" />);
      expect(container.querySelectorAll('source')).toHaveLength(0);
      expect(screen.getByRole('img', { name: 'Arvet' }).hasAttribute('srcset')).toBe(false);
    });
  });
});
