import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createI18n } from './i18n';
import { I18nProvider, useTranslation } from './i18n-react';

function Heading() {
  const { t } = useTranslation();
  return <h1>{t('all_titles')}</h1>;
}

describe('useTranslation', () => {
  it('renders in the current language and again when it changes', async () => {
    const i18n = await createI18n(
      'sv',
      { all_titles: { sv: 'Alla titlar', no: 'Alle titler', fi: 'Kaikki nimikkeet', en: 'All titles' } },
      vi.fn(),
    );
    render(
      <I18nProvider i18n={i18n}>
        <Heading />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Alla titlar');
    await act(() => i18n.changeLanguage('fi'));
    expect(screen.getByRole('heading').textContent).toBe('Kaikki nimikkeet');
  });

  it('refuses to run outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Heading />)).toThrow(/I18nProvider/);
  });
});
