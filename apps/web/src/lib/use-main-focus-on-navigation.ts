import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long after a navigation the page may still replace the element that had the focus (lazy pages, data). */
const WATCH_MS = 5_000;

/**
 * Keeps the keyboard focus in the page when a navigation removes the element that had it (a library chosen
 * from a list, a title card followed): the focus would fall back to <body> and the next Tab would start again at
 * the top of the document (WCAG 2.4.3). Then the page's <main> (tabindex -1) takes it, so the next Tab goes on
 * into the new page. A page that focuses something of its own (the search box) keeps that.
 *
 * The old page may stay on screen until the new one has loaded, so the focused element can disappear well after
 * the address changed: for a while after each navigation, every change to the document is checked (a
 * MutationObserver, whose callback runs before the browser does anything else), until the focus is safe.
 */
export function useMainFocusOnNavigation(mainId = 'main') {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  // A layout effect: it runs in the same task as the commit that removed the element, before anything else can
  // see the focus on <body>.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const rescue = (): boolean => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return false;
      document.getElementById(mainId)?.focus({ preventScroll: true });
      return true;
    };
    if (rescue()) return;
    const observer = new MutationObserver(() => {
      if (rescue()) stop();
    });
    const timer = setTimeout(() => stop(), WATCH_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
