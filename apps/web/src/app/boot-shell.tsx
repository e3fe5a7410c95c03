import { PRODUCT_NAME } from '@/lib/build-options';
import { ProgressBar } from '@/components/ui/progress-bar';

/**
 * What a page shows while the app starts: the product's name where the header will put it, and the loader.
 * index.html holds the same markup inside #root (its test keeps the two equal), so a phone paints it with the
 * page's HTML, before any script has run, and React's first render replaces it with itself. Global class names
 * (styles/global.css): the HTML is written before any CSS module exists.
 */
export function BootShell() {
  return (
    <div className="boot-shell">
      <div className="boot-shell-bar">
        <span className="boot-shell-brand">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect x="6" y="7" width="4.5" height="17" rx="1" fill="#f2c14e" />
            <rect x="12.5" y="7" width="4.5" height="17" rx="1" fill="#f2c14e" opacity="0.8" />
            <rect
              x="20"
              y="8"
              width="4.5"
              height="17"
              rx="1"
              fill="#f2c14e"
              opacity="0.6"
              transform="rotate(-14 22 16)"
            />
            <rect x="4" y="25" width="24" height="2.5" rx="1" fill="#b4b9c8" />
          </svg>
          {PRODUCT_NAME}
        </span>
      </div>
      <ProgressBar active />
    </div>
  );
}
