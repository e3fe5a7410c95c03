import type { CSSProperties, ReactNode } from 'react';
import type { Library } from '@filmhyllan/contract';
import { libraryFontStacks } from '@filmhyllan/contract/client';
import styles from './library-branding.module.css';

/**
 * A library's own pages in its typeface (docs/decisions/043): the key from get_library becomes the custom
 * property `--library-font` on this element only, so the header, the menus and the other pages keep the
 * product's. The stacks are fonts of the reader's system: nothing is downloaded.
 */
export function LibraryBranded({
  library,
  children,
}: {
  library: Pick<Library, 'font_family'> | undefined;
  children: ReactNode;
}) {
  const stack = library?.font_family ? libraryFontStacks[library.font_family] : undefined;
  const style = stack ? ({ '--library-font': stack } as CSSProperties) : undefined;
  return (
    <div className={styles.branded} style={style} data-library-font={library?.font_family ?? undefined}>
      {children}
    </div>
  );
}

/** The library's logo and the name its own pages show, above a page's heading. */
export function LibraryKicker({ library }: { library: Pick<Library, 'display_name' | 'logo_url'> }) {
  return (
    <span className={styles.kicker}>
      {/* The name beside it says what the logo says: decorative for a screen reader. */}
      {library.logo_url && <img className={styles.logo} src={library.logo_url} alt="" />}
      <span>{library.display_name}</span>
    </span>
  );
}
