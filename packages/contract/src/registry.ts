import type { Endpoint } from './endpoint';
import * as session from './session';
import * as library from './library';
import * as configuration from './configuration';
import * as i18n from './i18n';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every call of spec section 7, in one list: the server registers routes and documentation from it. */
export const endpoints: readonly Endpoint[] = [session, library, configuration, i18n]
  .flatMap((area) => Object.values(area))
  .filter(isEndpoint);
