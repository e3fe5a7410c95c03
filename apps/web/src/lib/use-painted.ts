import { startTransition, useEffect, useState } from 'react';

/**
 * False in a screen's first render, true once the browser has painted it: a screen draws its main content first
 * and what lies below it (a row of suggestions, a form loaded as a chunk of its own) in the next task, so a
 * phone paints the title and its description without first fetching, decoding and laying out the rest. An
 * animation frame's callback runs just before its paint: the second frame's comes once the first frame is on
 * the screen, and the timer after it once the second is painted too.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        // A transition: React draws the rest in slices, yielding to the browser, not in one long task.
        timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
