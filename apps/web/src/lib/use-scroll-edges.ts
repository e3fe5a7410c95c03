import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a horizontally scrolling element overflows, whether it is at either end, and a page-wise scroll for
 * arrow buttons (title rows, the customer header's nav row on phones). `content` names what the element shows:
 * a change measures again.
 */
export function useScrollEdges<E extends HTMLElement>(content: string | number) {
  const ref = useRef<E>(null);
  const [state, setState] = useState({ overflows: false, atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const next = {
      overflows: list.scrollWidth > list.clientWidth + 1,
      atStart: list.scrollLeft <= 1,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    };
    setState((prev) =>
      prev.overflows === next.overflows && prev.atStart === next.atStart && prev.atEnd === next.atEnd
        ? prev
        : next,
    );
  }, []);

  // Measured before the browser paints: arrows that appeared a frame later moved 'see all' (layout shift). A
  // ResizeObserver reports every element it starts to observe once, after layout and before that frame's paint,
  // so the measuring reads a layout the browser made anyway; read here, in the effect, each row of a page would
  // force a layout of its own while the page is still being built.
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) {
      // No list (an error): no arrows either.
      setState((prev) => (prev.overflows ? { overflows: false, atStart: true, atEnd: true } : prev));
      return;
    }
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer) observer.observe(list);
    else measure();
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, content]);

  const by = (direction: 1 | -1) => {
    const list = ref.current;
    if (!list) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };

  return { ref, ...state, by };
}
