import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  endpoints,
  ErrorResponse,
  getSelectedTitles,
  getTitles,
  wireResponse,
  type TitleSummary,
} from '@filmhyllan/contract';
import {
  createResponseSerializer,
  fastStringify,
  summaryListStringify,
  withNullables,
} from './response-serializer';

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });

/** How many places of a JSON schema make fast-json-stringify choose a branch with ajv at run time. */
const choices = (schema: unknown): number =>
  Array.isArray(schema)
    ? schema.reduce((n: number, item) => n + choices(item), 0)
    : typeof schema === 'object' && schema !== null
      ? Object.entries(schema).reduce(
          (n, [key, value]) => n + (key === 'anyOf' || key === 'oneOf' ? 1 : 0) + choices(value),
          0,
        )
      : 0;

const compile = (schema: z.ZodType, verify: boolean) =>
  createResponseSerializer({ verify })({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

describe('response serialiser', () => {
  it('compiles every response of the contract to the fast path', () => {
    const slow = Object.entries(endpoints)
      .filter(([, endpoint]) => fastStringify(endpoint.response) === undefined)
      .map(([name]) => name);
    expect(slow).toEqual([]);
    expect(fastStringify(ErrorResponse)).toBeDefined();
  });

  it('writes only what the contract names, so no column can leak', () => {
    const schema = z.object({ id: z.number(), name: z.string().nullable() });
    for (const verify of [false, true]) {
      const out = compile(schema, verify)({ id: 1, name: null, pin_hash: 'secret', password: 'x' });
      expect(JSON.parse(out)).toEqual({ id: 1, name: null });
    }
  });

  it('checks each answer against the contract outside production', () => {
    const schema = z.object({ id: z.number() });
    expect(() => compile(schema, true)({ id: 'not a number' })).toThrow();
  });

  it('writes nullable values with a null check, not by choosing a schema with ajv for every value', () => {
    const schema = z.object({
      season: z.number().int().nullable(),
      coming_on: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable(),
      group: z.object({ id: z.number().int() }).nullable().describe('the series'),
      either: z.union([z.object({ a: z.string() }).strict(), z.object({ b: z.number() }).strict()]),
    });
    const rewritten = withNullables(jsonSchema(schema)) as { properties: Record<string, object> };
    expect(rewritten.properties.season).toMatchObject({ type: 'integer', nullable: true });
    expect(rewritten.properties.coming_on).toMatchObject({ type: 'string', nullable: true });
    expect(rewritten.properties.group).toMatchObject({
      type: 'object',
      nullable: true,
      description: 'the series',
    });
    // A union of two real types still needs its choice.
    expect(rewritten.properties.either).toHaveProperty('anyOf');
    expect(choices(rewritten)).toBe(1);
    // The verifying serialiser throws unless the fast path writes what zod writes.
    const write = compile(schema, true);
    for (const value of [
      { season: 2, coming_on: '2026-12-01', group: { id: 7 }, either: { a: 'x' } },
      { season: null, coming_on: null, group: null, either: { b: 3 } },
    ]) {
      expect(JSON.parse(write(value))).toEqual(value);
    }
  });

  it('leaves no run-time choice in the answers of the contract', () => {
    const left = Object.entries(endpoints)
      .filter(([, endpoint]) => choices(withNullables(jsonSchema(endpoint.response))) > 0)
      .map(([name]) => name);
    expect(left).toEqual([]);
  });

  it("writes lists of title summaries from each summary's own JSON, as the contract writes them", () => {
    const summary = (id: number, name: string): TitleSummary => ({
      id,
      name,
      name_en: null,
      imdb_id: 'tt0100',
      kind: 'episode',
      group_id: 3,
      group_name: 'Serien "Två"',
      season: 1,
      episode: id,
      year: 2024,
      duration_seconds: 1500,
      age_rating: 7,
      auto_rating: 7.5,
      poster_url: null,
      poster_images: null,
      coming_on: id === 2 ? '2026-12-24' : null,
      leaving_on: id === 1 ? '2026-12-31' : null,
      new_since: id === 3 ? '2026-11-20' : null,
      series: id === 2 ? { id: 3, name: 'Serien "Två"', episode_count: 8, season_count: 2 } : null,
      is_favourite: null,
    });
    // Shared (frozen) summaries, one of them with a column the contract does not name, and a favourite copy.
    const shared = [
      Object.freeze(summary(1, 'Åsa \\ "citat"\n')),
      Object.freeze({ ...summary(2, 'Ⅱ 🎬'), price_cents: 1900 }),
    ];
    const favourite = { ...shared[0]!, is_favourite: 41 };
    const page = { success: true, titles: [...shared, favourite], count: 30, did_you_mean: null };
    const pageSchema = wireResponse(getTitles);
    const selectedSchema = wireResponse(getSelectedTitles);
    const selected = {
      success: true,
      selectedTitles: [favourite],
      newTitles: shared,
      leaving_titles: [shared[0]!],
    };
    for (const [schema, answer] of [
      [pageSchema, page],
      [selectedSchema, selected],
    ] as const) {
      const write = summaryListStringify(schema)!;
      const expected = schema.parse(answer);
      // Twice: the second time from the kept JSON of the shared summaries.
      expect(JSON.parse(write(answer))).toEqual(expected);
      expect(JSON.parse(write(answer))).toEqual(expected);
      expect(write(answer)).not.toContain('price_cents');
      // The route's serialiser takes this path, checked against zod outside production.
      expect(JSON.parse(compile(schema, true)(answer))).toEqual(expected);
      expect(compile(schema, false)(answer)).toBe(write(answer));
    }
    expect(JSON.parse(summaryListStringify(pageSchema)!({ ...page, titles: [] }))).toEqual({
      success: true,
      titles: [],
      count: 30,
      did_you_mean: null,
    });
    // An answer without such a list (an error) keeps its own fast-json-stringify function.
    expect(summaryListStringify(ErrorResponse)).toBeUndefined();
  });
});
