import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, ErrorResponse } from '@filmhyllan/contract';
import { createResponseSerializer, fastStringify } from './response-serializer';

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
});
