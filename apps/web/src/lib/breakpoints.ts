/**
 * Breakpoints (spec section 9), the minimum width of each size class in CSS pixels.
 * The same numbers are the @custom-media queries of src/styles/breakpoints.css; keep them in step.
 */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const minWidthQuery = (breakpoint: Breakpoint): string => `(min-width: ${breakpoints[breakpoint]}px)`;
