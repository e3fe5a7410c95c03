import { useState, type CSSProperties } from 'react';
import { useParams } from 'react-router';
import type { PosterImages } from '@filmhyllan/contract';
import { POSTER_SIZES, posterInLanguage, posterSrcSet, type PosterLayout } from '@filmhyllan/contract/client';
import styles from './poster.module.css';

export interface PosterProps {
  titleId: number;
  src: string | null;
  /** The title's display name: the image's alt text, and the fallback's text. */
  name: string;
  /** Above the fold (the first cards, the title page): load at once instead of lazily. */
  priority?: boolean;
  size?: 'card' | 'large';
  /** The uploaded poster's sizes (poster_images), or null: `src` alone (the generated poster). */
  images?: PosterImages | null | undefined;
  /** How wide the layout draws it (POSTER_SIZES): by default a grid's card, or the title page's when large. */
  layout?: PosterLayout | undefined;
}

/**
 * A title's poster in a fixed 2:3 box: the box has its size before the image arrives (no layout shift).
 * An uploaded poster is a <picture> of AVIF and WebP sources and a JPEG image, each with every width and the
 * layout's sizes, so the browser loads the smallest file that is sharp at the drawn size (docs/decisions/053).
 * Without a poster, or when it fails to load, a styled card with the name takes its place; its colour follows
 * the title id, so neighbouring fallbacks differ.
 */
export function Poster({
  titleId,
  src: givenSrc,
  name,
  priority = false,
  size = 'card',
  images = null,
  layout = size === 'large' ? 'large' : 'grid',
}: PosterProps) {
  // A generated poster is asked for in the page's language (its name and genres in it).
  const lang = useParams().lang;
  const src = givenSrc !== null && lang ? posterInLanguage(givenSrc, lang) : givenSrc;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src === null || failedSrc === src;
  const hue = (titleId * 47) % 360;

  return (
    <div
      className={`${styles.box} ${size === 'large' ? styles.large : ''}`}
      style={{ '--poster-hue': hue } as CSSProperties}
    >
      {failed ? (
        <div className={styles.fallback} role="img" aria-label={name}>
          <svg className={styles.reel} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect
              x="3"
              y="5"
              width="18"
              height="14"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path
              d="M7 5v14M17 5v14M3 9.5h4M3 14.5h4M17 9.5h4M17 14.5h4"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          <span className={styles.fallbackName} aria-hidden="true">
            {name}
          </span>
        </div>
      ) : (
        <picture className={styles.picture}>
          {images && (
            <>
              <source type="image/avif" srcSet={posterSrcSet(images, 'avif')} sizes={POSTER_SIZES[layout]} />
              <source type="image/webp" srcSet={posterSrcSet(images, 'webp')} sizes={POSTER_SIZES[layout]} />
            </>
          )}
          <img
            className={styles.image}
            src={src}
            srcSet={images ? posterSrcSet(images, 'jpg') : undefined}
            sizes={images ? POSTER_SIZES[layout] : undefined}
            alt={name}
            width={images?.width ?? (size === 'large' ? 400 : 240)}
            height={images?.height ?? (size === 'large' ? 600 : 360)}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
            onError={() => setFailedSrc(src)}
          />
        </picture>
      )}
    </div>
  );
}
