import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { FilterOptions } from '@filmhyllan/contract';
import { renderWithProviders } from '@/test-support/render';
import { emptyFilters, type TitleFilters } from '../title-filters';
import { FilterPanel } from './filter-panel';

const facets: FilterOptions = {
  genres: [
    { id: 1, name: 'Drama', count: 1234 },
    { id: 19, name: 'Barn', count: 56 },
  ],
  languages: [
    { code: 'sv', name: 'svenska', count: 900 },
    { code: 'en', name: 'engelska', count: 300 },
  ],
  production_countries: [{ iso: 'dk', name: 'Danmark', count: 12 }],
  decades: [
    { decade: 1990, count: 40 },
    { decade: 2010, count: 700 },
  ],
  age_ratings: [
    { age_rating: 0, count: 100 },
    { age_rating: 15, count: 200 },
  ],
  access_services: [
    { service: 'sdh', count: 80 },
    { service: 'sign_language', count: 3 },
  ],
};

async function renderPanel(filters: TitleFilters, options: FilterOptions | undefined) {
  const onChange = vi.fn<(next: TitleFilters) => void>();
  await renderWithProviders(<FilterPanel filters={filters} onChange={onChange} facets={options} />, {
    route: { url: '/sv/library/1/titles', path: '/:lang/library/:id/titles' },
  });
  return onChange;
}

const checkboxesIn = (legend: string) =>
  screen.getByRole('group', { name: legend }).querySelectorAll<HTMLInputElement>('input[type="checkbox"]');

describe('filter panel', () => {
  afterEach(cleanup);

  it("offers only the library's choices, each with its number of titles", async () => {
    const onChange = await renderPanel(emptyFilters, facets);
    expect(checkboxesIn('filter_genres')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /^Drama 1\s234$/ })).toBeTruthy();
    expect(checkboxesIn('filter_years')).toHaveLength(2);
    expect(checkboxesIn('filter_languages')).toHaveLength(2);
    // Languages come most spoken first.
    const languages = [...checkboxesIn('filter_languages')].map((box) => box.parentElement!.textContent);
    expect(languages[0]).toMatch(/^Svenska/);
    expect(checkboxesIn('filter_age_rating')).toHaveLength(2);
    expect(screen.getByRole('option', { name: /Danmark \(12\)/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Barn/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ genres: [19] }));
  });

  it('still offers a chosen value the catalogue lacks, so it can be switched off', async () => {
    await renderPanel({ ...emptyFilters, genres: [7], years: ['1950s'] }, facets);
    expect(checkboxesIn('filter_genres')).toHaveLength(3);
    expect(checkboxesIn('filter_years')).toHaveLength(3);
    const chosen = [...checkboxesIn('filter_genres')].filter((box) => box.checked);
    expect(chosen).toHaveLength(1);
  });

  it('offers the three access services by name, with the count of titles having each', async () => {
    const onChange = await renderPanel({ ...emptyFilters, access: ['sdh'] }, facets);
    const boxes = [...checkboxesIn('filter_access')];
    expect(boxes.map((box) => box.parentElement!.textContent)).toEqual([
      'access_sdh 80',
      'access_audio_description 0',
      'access_sign_language 3',
    ]);
    expect(boxes.map((box) => box.checked)).toEqual([true, false, false]);
    fireEvent.click(screen.getByRole('checkbox', { name: /^access_sign_language/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ access: ['sdh', 'sign_language'] }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^access_sdh/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ access: [] }));
  });

  it('offers the general lists until the choices arrive', async () => {
    await renderPanel(emptyFilters, undefined);
    expect(checkboxesIn('filter_genres').length).toBeGreaterThan(10);
    expect(screen.queryByText('1 234')).toBeNull();
  });
});
