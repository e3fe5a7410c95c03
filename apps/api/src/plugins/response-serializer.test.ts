import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, ErrorResponse } from '@filmhyllan/contract';
import { createResponseSerializer, fastStringify, withNullables } from './response-serializer';

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
});
