import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Language } from '@filmhyllan/contract';
import { languageCodes } from '@filmhyllan/contract/client';
import { apiServer, json, renderCatalogue, startTestSession } from '../features/catalogue/catalogue-testing';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { stubFetchInEachTest } from '@/test-support/session';
import { expectTabTitle, TabTitle } from '@/test-support/tab-title';

const fetchMock = vi.fn<typeof fetch>();

async function show(language: Language, contactEmail = 'kontakt@filmhyllan.se') {
  await startTestSession(fetchMock, false);
  fetchMock.mockImplementation(
    apiServer({
      '/configuration/country_configuration/get_country_config': () =>
        json(200, {
          config: {
            country_iso: 'se',
            languages: ['sv', 'en'],
            default_url: 'https://filmhyllan.se',
            press_url: '',
            help_url: '',
            contact_email: contactEmail,
          },
        }),
    }),
  );
  await renderCatalogue(
    <>
      <PrivacyPolicyPage />
      <TabTitle />
    </>,
    {
      url: `/${language}/privacy-policy`,
      path: '/:lang/privacy-policy',
      language,
      texts: {
        privacy_policy: {
          sv: 'Integritetspolicy',
          no: 'Personvernerklæring',
          fi: 'Tietosuojaseloste',
          en: 'Privacy policy',
        },
      },
    },
  );
}

const headings: Record<Language, { title: string; sections: string[] }> = {
  sv: { title: 'Integritetspolicy', sections: ['Ditt konto', 'Sparade lånekort', 'Sessioner och cookies'] },
  no: {
    title: 'Personvernerklæring',
    sections: ['Kontoen din', 'Lagrede lånekort', 'Økter og informasjonskapsler'],
  },
  fi: {
    title: 'Tietosuojaseloste',
    sections: ['Tilisi', 'Tallennetut kirjastokortit', 'Istunnot ja evästeet'],
  },
  en: { title: 'Privacy policy', sections: ['Your account', 'Saved library cards', 'Sessions and cookies'] },
};

stubFetchInEachTest(fetchMock);

describe('PrivacyPolicyPage', () => {
  it.each(languageCodes)(
    'is a whole document in %s, with the same parts in every language',
    async (language) => {
      await show(language);
      expect(screen.getByRole('heading', { level: 1, name: headings[language].title }).textContent).toBe(
        headings[language].title,
      );
      for (const section of headings[language].sections) {
        expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
      }
      // Every kind of data says what, why and for how long: 12 kinds, then rights and contact.
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(14);
      expect(document.querySelectorAll('dl dt')).toHaveLength(36);
      await expectTabTitle(headings[language].title);
    },
  );

  it("names the country's contact address and the lifetimes the code sets", async () => {
    await show('sv', 'dataskydd@filmhyllan.se');
    const link = await screen.findByRole('link', { name: 'dataskydd@filmhyllan.se' });
    expect(link.getAttribute('href')).toBe('mailto:dataskydd@filmhyllan.se');
    const text = document.body.textContent ?? '';
    // Sessions end within 14 days (the session cookie's 1 198 800 s), the cookie choice lasts 180 days, and
    // neither the PIN nor the password is ever stored as such.
    expect(text).toContain('senast efter 14 dagar');
    expect(text).toContain('sparas i 180 dagar');
    expect(text).toContain('filmhyllan_consent');
    expect(text).toContain('aldrig pinkoden');
    expect(text).toContain('Integritetsskyddsmyndigheten (IMY)');
  });
});
