import type { z } from 'zod';
import type { Endpoint } from './endpoint';

/**
 * The one naming seam between the wire and the code. The spec names every field in snake_case (`library_id`,
 * `num_titles`) and the contract keeps those names on the wire; the server's code works in camelCase. Requests
 * cross the seam here, in one generic step derived from each endpoint's request schema (the route definition
 * hands handlers `RouteInput`); answers cross it in each area's presenter. See docs/decisions/027.
 */

/** `title_country_iso` -> `titleCountryIso`, at the type level. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** An object with its (top-level) keys in camelCase: request fields are flat form or query values. */
export type CamelCased<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

/** What a handler receives: the endpoint's validated request, its fields named in camelCase. */
export type RouteInput<E extends Endpoint> = CamelCased<z.output<E['request']>>;

/** `title_country_iso` -> `titleCountryIso`, as `CamelCase` does at the type level. */
export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A function that renames a validated request's fields to camelCase. The names are read once from the request
 * schema, so each call only copies the endpoint's own fields (session fields and anything the schema does not
 * name stay behind) and works out no name at run time.
 */
export function routeInputOf<E extends Endpoint>(
  endpoint: E,
): (fields: Record<string, unknown>) => RouteInput<E> {
  const names = Object.keys(endpoint.request.shape).map((wire) => [wire, camelCase(wire)] as const);
  return (fields) => {
    const input: Record<string, unknown> = {};
    for (const [wire, name] of names) if (wire in fields) input[name] = fields[wire];
    return input as RouteInput<E>;
  };
}
