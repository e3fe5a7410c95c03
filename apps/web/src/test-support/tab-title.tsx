import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { composePageTitle, usePageTitlePart } from '@/lib/page-title';

/** Shows the tab title as the app shell would compose it (with `base`), or the page's own part alone. */
export function TabTitle({ base }: { base?: string }) {
  const part = usePageTitlePart();
  return <output data-testid="tab">{base ? composePageTitle(part, base) : (part ?? '')}</output>;
}

/** Waits for the tab title: a screen names itself in an effect, which may run after its heading is drawn. */
export const expectTabTitle = (expected: string) =>
  waitFor(() => expect(screen.getByTestId('tab').textContent).toBe(expected));
