import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the keyboard focus in the page when a navigation removes the element that had it (a library chosen
 * from a list, a title card followed): the focus would fall back to <body> and the next Tab would start again at
 * the top of the document (WCAG 2.4.3). Then the page's <main> (tabindex -1) takes it, so the next Tab goes on
 * into the new page. A page that focuses something of its own (the search box) keeps that.
 */
export function useMainFocusOnNavigation(mainId = 'main') {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
