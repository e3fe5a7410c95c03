import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { composePageTitle, usePageTitle, usePageTitlePart } from './page-title';

function Screen({ name }: { name: string | undefined }) {
  usePageTitle(name);
  return null;
}

function Shell() {
  return <p>{composePageTitle(usePageTitlePart(), 'Filmhyllan')}</p>;
}

describe('usePageTitle', () => {
  it("puts the screen's name in front of the portal's and takes it away when the screen goes", () => {
    const view = render(
      <>
        <Shell />
        <Screen name="Your profile" />
      </>,
    );
    expect(view.container.textContent).toBe('Your profile – Filmhyllan');
    view.rerender(
      <>
        <Shell />
        <Screen name={undefined} />
      </>,
    );
    expect(view.container.textContent).toBe('Filmhyllan');
    view.rerender(
      <>
        <Shell />
        <Screen name="Arvet i Göteborg" />
      </>,
    );
    expect(view.container.textContent).toBe('Arvet i Göteborg – Filmhyllan');
    view.rerender(<Shell />);
    expect(view.container.textContent).toBe('Filmhyllan');
  });
});
