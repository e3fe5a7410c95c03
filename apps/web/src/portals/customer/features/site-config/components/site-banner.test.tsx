import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SiteBanner } from './site-banner';

describe('SiteBanner', () => {
  afterEach(cleanup);

  it('shows an info banner as a status message', () => {
    render(
      <SiteBanner
        config={{ banner_status: true, banner_text: 'New films every week', banner_level: 'info' }}
      />,
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe('New films every week');
    expect(banner.className).not.toMatch(/warning/);
  });

  it('styles a warning distinctly', () => {
    render(
      <SiteBanner
        config={{ banner_status: true, banner_text: 'Maintenance tonight', banner_level: 'warning' }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Maintenance tonight');
    expect(screen.getByRole('status').className).toMatch(/warning/);
  });

  it('shows nothing when the banner is off, empty or not loaded', () => {
    const { container, rerender } = render(
      <SiteBanner config={{ banner_status: false, banner_text: 'Hidden', banner_level: 'warning' }} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<SiteBanner config={{ banner_status: true, banner_text: '' }} />);
    expect(container.innerHTML).toBe('');
    rerender(<SiteBanner config={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
