import type { Endpoint, EndpointOf, ErrorCode, Route } from '@filmhyllan/contract';
import { answerKey, errorCodes, toBracketedList } from '@filmhyllan/contract/client';
import type { z } from 'zod';

/** Codes the client adds to the server's: no answer at all, or an answer the contract does not describe. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/**
 * A failed call. `status` is undefined when no HTTP answer arrived (offline, DNS, connection reset).
 * `code` is the server's error code (translated by `error_<code>` keys) or a client code.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly code: ErrorCode | ClientErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Facts that explain the error, by code (e.g. a loan refusal's new_loans_date); see ErrorResponse. */
  readonly details: Record<string, unknown> | undefined;
  /** The endpoint path, for the error popup and logs. */
  readonly origin: string;

  constructor(init: {
    status: number | undefined;
    code: ErrorCode | ClientErrorCode;
    message: string;
    fields?: Record<string, string> | undefined;
    details?: Record<string, unknown> | undefined;
    origin: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.details = init.details;
    this.origin = init.origin;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What every call needs to know about the page it is made from. */
export interface ApiContext {
  /** Base of the API; the server serves it under /api on the same origin. */
  baseUrl: string;
  session(): { sessionid: string; csrftoken: string } | undefined;
  language(): string;
  location(): string;
  /**
   * Called when the server refuses the session id (SESSION_INVALID); answers true when a newer session was
   * taken over (a login in another tab rotated the id), and the call is then made once more.
   */
  onSessionInvalid(): Promise<boolean>;
  /**
   * Answers the page's HTML brought along (boot data, by answerKey): a GET call with the same fields takes its
   * answer from here once, with no request.
   */
  answers: Map<string, unknown>;
}

let context: ApiContext = {
  baseUrl: '/api',
  session: () => undefined,
  language: () => 'sv',
  location: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  onSessionInvalid: () => Promise.resolve(false),
  answers: new Map(),
};

/** Called once at start-up (and by tests) to connect the client to the session and the language. */
export function configureApiClient(next: Partial<ApiContext>): void {
  context = { ...context, ...next };
}

type Scalar = string | number | boolean;
export type WireValue = Scalar | readonly Scalar[] | null | undefined;

/** One field as the server reads it: lists bracketed (`[1,2]`), booleans 1/0, absent values left out. */
function wireValue(value: WireValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value))
    return toBracketedList(value.map((v) => (typeof v === 'boolean' ? Number(v) : v)));
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/**
 * The request's fields plus the session fields, form-encoded (spec section 6): GET calls carry the session
 * id; POST calls carry session id and CSRF token. Starting a session (access 'none') carries neither.
 */
export function serializeRequest(
  endpoint: Pick<Endpoint, 'method' | 'access'>,
  input: Record<string, WireValue>,
  session: { sessionid: string; csrftoken: string } | undefined,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    const text = wireValue(value);
    if (text !== undefined) params.append(key, text);
  }
  if (session && endpoint.access !== 'none') {
    params.set('portal_sessionid', session.sessionid);
    if (endpoint.method === 'POST') params.set('portal_csrftoken', session.csrftoken);
  }
  return params;
}

/**
 * A call as the client names it: its route (`@filmhyllan/contract/client`, no schemas at run time) or, in
 * types, the endpoint definition itself.
 */
export type Call = Route | Endpoint;
type EndpointFor<C extends Call> = C extends Endpoint ? C : C extends Route ? EndpointOf<C> : never;
type RequestOf<C extends Call> = EndpointFor<C> extends { request: infer R extends z.ZodType } ? R : never;
type ResponseOf<C extends Call> = EndpointFor<C> extends { response: infer R extends z.ZodType } ? R : never;
type RequestIn<C extends Call> = z.input<RequestOf<C>>;
type RequestOut<C extends Call> = z.output<RequestOf<C>>;

/**
 * The input a caller gives: the request schema's input, with lists and booleans as plain values. A field the
 * schema reads from a bracketed list (`genres: "[1,2]"`) also takes the list itself (`genres: [1, 2]`);
 * serializeRequest brackets it.
 */
export type EndpointInput<E extends Call> = {
  [K in keyof RequestIn<E>]: K extends keyof RequestOut<E>
    ? RequestOut<E>[K] extends readonly unknown[]
      ? RequestIn<E>[K] | readonly Scalar[]
      : RequestIn<E>[K]
    : RequestIn<E>[K];
};
export type EndpointOutput<E extends Call> = z.output<ResponseOf<E>>;

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /**
   * Another portal's session to call with instead of the page's (the customer pages' viewing modes call the
   * operator or librarian portal with that portal's session, read from its cookies).
   */
  session?: { sessionid: string; csrftoken: string } | undefined;
}

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Calls one endpoint of the contract and answers its parsed response, or throws an ApiError. A session id
 * refused because another tab's login replaced it is taken over from the cookies, and the call made once more.
 */
export async function callEndpoint<E extends Route>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  try {
    return await callOnce(endpoint, input, options);
  } catch (error) {
    const replaced =
      isApiError(error) &&
      error.code === 'SESSION_INVALID' &&
      options.session === undefined &&
      endpoint.access !== 'none' &&
      (await context.onSessionInvalid());
    if (!replaced) throw error;
    return callOnce(endpoint, input, options);
  }
}

/** Sends one call (session fields, language and location headers) and answers the raw response. */
async function send(
  endpoint: Route,
  params: URLSearchParams,
  accept: string,
  options: CallOptions,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: accept,
    'X-App-Location': context.location(),
    'X-App-Language': context.language(),
  };
  let url = `${context.baseUrl}${endpoint.path}`;
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (endpoint.method === 'GET') {
    const query = params.toString();
    if (query) url += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = params.toString();
  }
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isAbort(error) || options.signal?.aborted) throw error;
    throw new ApiError({
      status: undefined,
      code: 'NETWORK_ERROR',
      message: String(error),
      origin: endpoint.path,
    });
  }
}

/** Throws the ApiError of a refused call: the error body's code, or the status when there is none. */
function refuse(response: Response, body: unknown, origin: string): never {
  const error = errorBody(body);
  if (error) {
    const { code, message, fields, details } = error;
    throw new ApiError({ status: response.status, code, message, fields, details, origin });
  }
  throw new ApiError({
    status: response.status,
    code: response.status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_RESPONSE',
    message: response.statusText || `HTTP ${response.status}`,
    origin,
  });
}

/** The answer the server wrote into the page for a GET call with these parameters, taken: it answers once. */
function takeAnswer(endpoint: Route, params: URLSearchParams): { answer: unknown } | undefined {
  if (endpoint.method !== 'GET' || context.answers.size === 0) return undefined;
  const key = answerKey(endpoint.path, params);
  if (!context.answers.has(key)) return undefined;
  const answer = context.answers.get(key);
  context.answers.delete(key);
  return { answer };
}

/**
 * The answer the server wrote into the page (boot data) for the call `callEndpoint(endpoint, input)` would make,
 * taken, or undefined: the initial data of the query that makes the call. The page's first render then has it,
 * rather than a render later, when the query's promise has resolved (a page drawn twice, its main content in
 * the second). The query still calls as usual once the answer is stale, and the answer is not used twice.
 */
export function takeBootAnswer<E extends Route>(
  endpoint: E,
  input: EndpointInput<E>,
): EndpointOutput<E> | undefined {
  if (endpoint.method !== 'GET' || context.answers.size === 0) return undefined;
  const params = serializeRequest(endpoint, input as Record<string, WireValue>, context.session());
  return takeAnswer(endpoint, params)?.answer as EndpointOutput<E> | undefined;
}

/**
 * A query's function and initial data for one call: the same input for both, so that the answer the server wrote
 * into the page is the one the query would have asked for.
 */
export function endpointQuery<E extends Route>(endpoint: E, input: EndpointInput<E>) {
  return {
    queryFn: ({ signal }: { signal?: AbortSignal }) => callEndpoint(endpoint, input, { signal }),
    initialData: () => takeBootAnswer(endpoint, input),
  };
}

async function callOnce<E extends Route>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions,
): Promise<EndpointOutput<E>> {
  const origin = endpoint.path;
  const params = serializeRequest(
    endpoint,
    input as Record<string, WireValue>,
    options.session ?? context.session(),
  );
  const answered = takeAnswer(endpoint, params);
  if (answered) return answered.answer as EndpointOutput<E>;
  const response = await send(endpoint, params, 'application/json', options);
  const body = await readJson(response);
  if (errorBody(body) || !response.ok) refuse(response, body, origin);
  // The server wrote this answer through the contract's response schema (and, outside production, checked it
  // against zod: plugins/response-serializer.ts); the client only refuses what cannot be an answer at all.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: `The answer of ${endpoint.path} is not a JSON object`,
      origin,
    });
  }
  return body as EndpointOutput<E>;
}

/** The file name a Content-Disposition header gives, if any. */
function attachmentName(header: string | null): string | undefined {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1];
}

/**
 * Calls an endpoint that answers a file (CSV, MARC) and answers its bytes as they came, byte order mark and
 * all, with the file name the server gave. Errors are ApiErrors as with callEndpoint.
 */
export async function fetchFile<E extends Route>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<{ blob: Blob; filename: string | undefined }> {
  const params = serializeRequest(
    endpoint,
    input as Record<string, WireValue>,
    options.session ?? context.session(),
  );
  const response = await send(endpoint, params, '*/*', options);
  if (!response.ok) refuse(response, await readJson(response), endpoint.path);
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get('Content-Disposition')),
  };
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error of an answer `{success: false, error: {code, message, fields?, details?}}` with a known code. */
function errorBody(body: unknown): ErrorBody | undefined {
  if (!isRecord(body) || body.success !== false || !isRecord(body.error)) return undefined;
  const { code, message, fields, details } = body.error;
  if (typeof code !== 'string' || !Object.hasOwn(errorCodes, code) || typeof message !== 'string')
    return undefined;
  const error: ErrorBody = { code: code as ErrorCode, message };
  if (isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string')) {
    error.fields = fields as Record<string, string>;
  }
  if (isRecord(details)) error.details = details;
  return error;
}
