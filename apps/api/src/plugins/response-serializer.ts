import { isDeepStrictEqual } from 'node:util';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TitleSummary } from '@filmhyllan/contract';

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
type Stringify = (data: unknown) => string;

/**
 * A compiler whose functions are kept by schema. The contract's schemas are module constants and a compiled
 * function holds no state of its own, so every app a process builds (the tests build hundreds) shares them:
 * compiling was two thirds of building an app. `null` remembers a schema the compiler cannot express.
 */
function perSchema(compile: (schema: z.ZodType) => Stringify | undefined) {
  const compiled = new WeakMap<z.ZodType, Stringify | null>();
  return (schema: z.ZodType): Stringify | undefined => {
    let fast = compiled.get(schema);
    if (fast === undefined) compiled.set(schema, (fast = compile(schema) ?? null));
    return fast ?? undefined;
  };
}

/** A fast-json-stringify function for a zod schema, or undefined when JSON Schema cannot express the schema. */
export const fastStringify = perSchema(compileStringify);

function compileStringify(schema: z.ZodType): Stringify | undefined {
  try {
    return fastJson(
      withNullables(
        z.toJSONSchema(schema, {
          io: 'output',
          target: 'draft-7',
          unrepresentable: 'throw',
        }),
      ) as Parameters<typeof fastJson>[0],
    ) as Stringify;
  } catch {
    return undefined;
  }
}

export function createResponseSerializer(options: { verify: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (routeSchema: RouteSchema) => {
    const fast = summaryListStringify(routeSchema.schema) ?? fastStringify(routeSchema.schema);
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

type JsonSchema = { [key: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that make fast-json-stringify choose between schemas at run time (with ajv), or refer elsewhere. */
const CHOOSING = ['anyOf', 'oneOf', 'allOf', 'if', 'not', 'const', '$ref'];

/**
 * Zod writes a nullable integer, or a string with a pattern, as `anyOf: [schema, {type: 'null'}]`, for which
 * fast-json-stringify runs ajv over every value to choose a branch (a page of 24 titles: 144 validations, about
 * 15–30 % of get_titles' time). The same value written as the schema with `nullable: true` is a null check.
 * Only a branch of one type without choices of its own is rewritten; the validation keywords it keeps are not
 * used for writing.
 */
export function withNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullables);
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withNullables(value)]),
  );
  const { anyOf: branches, ...around } = out;
  if (!Array.isArray(branches) || branches.length !== 2) return out;
  if ('type' in around || CHOOSING.some((keyword) => keyword in around)) return out;
  const isNull = (branch: unknown) =>
    isSchema(branch) && branch.type === 'null' && Object.keys(branch).length === 1;
  const other = branches.find((branch) => !isNull(branch));
  if (!branches.some(isNull) || !isSchema(other) || typeof other.type !== 'string') return out;
  if (CHOOSING.some((keyword) => keyword in other) || 'nullable' in other) return out;
  return { ...around, ...other, nullable: true };
}

// Below withNullables and its keywords, which compiling uses.
const writeSummary = fastStringify(TitleSummary);
if (!writeSummary) throw new Error('TitleSummary has no fast-json-stringify form');
/** The JSON of frozen summaries, kept as long as the summary itself. */
const summaryJson = new WeakMap<object, string>();

/**
 * The string made flat before it is kept: fast-json-stringify builds its JSON by appending, which V8 holds as a
 * rope of every piece, and a rope kept and joined into answers is walked piece by piece in every one (16 µs
 * for a page of 24 instead of 4). Reading a character makes V8 flatten it in place.
 */
function flat(json: string): string {
  json.charCodeAt(0);
  return json;
}

/** A title summary's JSON; a frozen one is written once (it cannot change) and its JSON kept beside it. */
function summaryToJson(summary: object): string {
  if (!Object.isFrozen(summary)) return writeSummary!(summary);
  let json = summaryJson.get(summary);
  if (json === undefined) summaryJson.set(summary, (json = flat(writeSummary!(summary))));
  return json;
}

/**
 * Answers that hold lists of title summaries (a catalogue page: 24; a search as typed asks again per letter):
 * the other fields are written by the answer's own fast-json-stringify function and each list is added from the
 * summaries' own JSON. The catalogue shares one frozen summary per title, language and announcement date
 * (modules/catalogue), so a title that was in any earlier answer costs a string join, not its 16 fields again.
 * Undefined for an answer without such a list.
 */
export const summaryListStringify = perSchema(compileSummaryList);

function compileSummaryList(schema: z.ZodType): Stringify | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const isList = (field: unknown) => field instanceof z.ZodArray && field.element === TitleSummary;
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>);
  const lists = fields.filter(([, field]) => isList(field)).map(([key]) => key);
  if (lists.length === 0) return undefined;
  const rest = fastStringify(z.object(Object.fromEntries(fields.filter(([, field]) => !isList(field)))));
  if (!rest) return undefined;
  return (data: unknown) => {
    const answer = data as Record<string, object[]>;
    let json = rest(data).slice(0, -1); // without its closing brace
    for (const key of lists) {
      json += `${json.length > 1 ? ',' : ''}"${key}":[${answer[key]!.map(summaryToJson).join(',')}]`;
    }
    return `${json}}`;
  };
}
