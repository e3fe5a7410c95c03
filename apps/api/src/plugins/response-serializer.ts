import { isDeepStrictEqual } from 'node:util';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySchemaCompiler<z.ZodType>>[0];

/**
 * Response serialisation from the contract's zod schemas (docs/decisions/013). Each response schema is compiled
 * once into a fast-json-stringify function, which writes only the properties the contract names (no column can
 * leak) several times faster than parsing every answer with zod. A schema JSON Schema cannot express falls back
 * to zod.
 *
 * With `verify` (every environment but production) each answer is also serialised through zod, and the two must
 * agree: the whole test suite then proves the fast path writes exactly what the contract's parse would.
 */
/** A fast-json-stringify function for a zod schema, or undefined when JSON Schema cannot express the schema. */
export function fastStringify(schema: z.ZodType): ((data: unknown) => string) | undefined {
  try {
    return fastJson(
      z.toJSONSchema(schema, {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'throw',
      }) as Parameters<typeof fastJson>[0],
    ) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}

export function createResponseSerializer(options: { verify: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (routeSchema: RouteSchema) => {
    const fast = fastStringify(routeSchema.schema);
    if (fast && !options.verify) return fast;
    const viaZod = zodSerializerCompiler(routeSchema as never) as (data: unknown) => string;
    if (!fast) return viaZod;
    return (data: unknown) => {
      const expected = viaZod(data); // throws on an answer the contract refuses, as in production
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `fast serialiser differs from the contract for ${routeSchema.method} ${routeSchema.url}: ${written} <> ${expected}`,
        );
      }
      return written;
    };
  };
}
