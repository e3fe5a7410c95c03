import { describe, expect, it } from 'vitest';
import css from '@/styles/breakpoints.css?raw';
import { breakpoints, minWidthQuery } from './breakpoints';

describe('breakpoints', () => {
  it('are the spec values', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(minWidthQuery('md')).toBe('(min-width: 768px)');
  });

  it('match the CSS custom media', () => {
    for (const name of ['sm', 'md', 'lg', 'xl'] as const) {
      expect(css).toContain(`@custom-media --${name} (min-width: ${breakpoints[name]}px);`);
    }
  });
});
