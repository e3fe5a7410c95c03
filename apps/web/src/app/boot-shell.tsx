import { PRODUCT_NAME } from '@/lib/build-options';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Logo } from '../portals/customer/layout/logo';

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
          <Logo />
          {PRODUCT_NAME}
        </span>
      </div>
      <ProgressBar active />
    </div>
  );
}
