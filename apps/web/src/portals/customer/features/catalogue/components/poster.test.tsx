import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Poster } from './poster';

afterEach(cleanup);

/** The image's intrinsic size from its attributes: what the browser lays out before the file arrives. */
const attributeSize = (img: HTMLElement) => ({
  width: Number(img.getAttribute('width')),
  height: Number(img.getAttribute('height')),
});

describe('Poster', () => {
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
});
