import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { languageCodes } from '@filmhyllan/contract/client';
import type { Country } from '@/lib/country';
import { createErrorStore } from '@/lib/network-state';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch } from '@/test-support/session';
import { fetchMock, startTestSession } from '../features/account/components/test-harness';
import { AccessibilityPage } from './accessibility-page';
import { expectTabTitle, TabTitle } from '@/test-support/tab-title';

const locales: Record<Country, string> = { se: 'sv-SE', no: 'nb-NO', fi: 'fi-FI' };

async function show(language: Language, country: Country = 'se') {
  await renderWithProviders(
    <>
      <AccessibilityPage />
      <TabTitle />
    </>,
    {
      language,
      texts: { accessibility_statement: { [language]: `statement-${language}` } },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      site: { country, portal: 'customer', locale: locales[country], errors: createErrorStore('customer') },
      route: { url: `/${language}/accessibility`, path: '/:lang/accessibility' },
    },
  );
}

const titles: Record<Language, string> = {
  sv: 'Tillgänglighetsredogörelse',
  no: 'Tilgjengelighetserklæring',
  fi: 'Saavutettavuusseloste',
  en: 'Accessibility statement',
};

beforeEach(startTestSession);

afterEach(() => restoreFetch(fetchMock));

describe('AccessibilityPage', () => {
  it.each(languageCodes)(
    'is a whole statement in %s, with the same parts in every language',
    async (lang) => {
      await show(lang);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(titles[lang]);
      // Conformance, gaps, assessment, feedback and enforcement.
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
      expect(screen.getAllByRole('listitem')).toHaveLength(3);
      expect(document.body.textContent).toContain('WCAG) 2.1');
      expect(document.body.textContent).toMatch(/\b14\b/);
      expect(screen.getByRole('button', { name: 'send' })).toBeTruthy();
      await expectTabTitle(`statement-${lang}`);
    },
  );

  it.each([
    ['se', 'https://www.digg.se/tdosanmalan', /DIGG/],
    ['no', 'https://www.uutilsynet.no/', /Universal Design of ICT \(uutilsynet\.no\)/],
    ['fi', 'https://www.saavutettavuusvaatimukset.fi/', /saavutettavuusvaatimukset\.fi/],
  ] as const)("names the enforcement body of the site's country (%s)", async (country, url, name) => {
    await show('en', country);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('tells Finnish users they may turn to the supervisor when no answer comes within 14 days', async () => {
    await show('fi', 'fi');
    expect(screen.getByRole('heading', { level: 2, name: /Etelä-Suomen aluehallintovirasto/ })).toBeTruthy();
    expect(document.body.textContent).toContain('Jos emme vastaa sinulle 14 päivän kuluessa');
  });
});
