import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, wireRequest } from './endpoint';
import { camelCase, routeInputOf, type RouteInput } from './naming';
import { endpoints } from './registry';

const search = defineEndpoint({
  name: 'search',
  method: 'GET',
  path: '/x',
  tag: 'x',
  summary: 'x',
  access: 'session',
  request: z.object({
    library_id: z.coerce.number().int(),
    title_country_iso: z.string().optional(),
    num_titles: z.coerce.number().int().default(5),
    page: z.coerce.number().int().optional(),
  }),
  response: z.object({}),
});

describe('the naming seam', () => {
  it('names wire fields in camelCase', () => {
    expect(camelCase('library_id')).toBe('libraryId');
    expect(camelCase('title_country_iso')).toBe('titleCountryIso');
    expect(camelCase('page')).toBe('page');
    expect(camelCase('sip2_port')).toBe('sip2Port');
    expect(camelCase('line_2')).toBe('line2');
  });

  it('hands over the validated request in camelCase, without session fields or fields the schema does not name', () => {
    const parsed = wireRequest(search).parse({
      library_id: '7',
      title_country_iso: 'se',
      portal_sessionid: 'abc',
      stray: 'x',
    });
    const input = routeInputOf(search)(parsed);
    expect(input).toEqual({ libraryId: 7, titleCountryIso: 'se', numTitles: 5 });
    expect('page' in input).toBe(false);
    expectTypeOf(input).toEqualTypeOf<{
      libraryId: number;
      titleCountryIso?: string | undefined;
      numTitles: number;
      page?: number | undefined;
    }>();
    expectTypeOf<RouteInput<typeof search>>().toEqualTypeOf(input);
  });

  it('gives every field of every endpoint its own camelCase name', () => {
    for (const endpoint of Object.values(endpoints)) {
      const wire = Object.keys(endpoint.request.shape);
      const names = wire.map(camelCase);
      expect(new Set(names).size, endpoint.path).toBe(wire.length);
      for (const name of names) expect(name, endpoint.path).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
  });
});
