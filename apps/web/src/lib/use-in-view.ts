import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when the element comes within `rootMargin` of the viewport (infinite scroll). Observing
 * starts again whenever `resetKey` changes, and a new observer reports at once when the element is already
 * in view: after a page has loaded and the element is still visible, the next page follows without
 * scrolling. Does nothing where IntersectionObserver is missing; a visible button still works there.
 */
export function useInView(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  options: { enabled: boolean; rootMargin?: string; resetKey?: unknown },
): void {
  const { enabled, rootMargin = '600px 0px', resetKey } = options;
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, rootMargin, resetKey]);
}
