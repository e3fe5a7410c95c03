import { readFileSync } from 'node:fs';
import { z } from 'zod';

/*
 * Which system checks each library's cards: the built-in patron directory (the demo and tests) or the library's
 * own system over SIP2. Read from the JSON file LIBRARY_SYSTEMS_FILE names, validated at start: a bad file stops
 * the server with the library and field named. The file wins over the operator console for the libraries it sets
 * to SIP2 (patron-systems.ts; docs/decisions/039); the others are the console's, by default the built-in directory.
 * (README "Library systems"; an example is in docs/library-systems.example.json.)
 */

const Sip2Settings = z
  .object({
    host: z.string().trim().min(1),
    port: z.number().int().min(1).max(65_535).default(6001),
    tls: z.boolean().default(false),
    tls_verify: z.boolean().default(true),
    login_user: z.string().min(1).optional(),
    login_password: z.string().optional(),
    institution_id: z.string().default(''),
    location_code: z.string().optional(),
    encoding: z.enum(['cp850', 'utf8', 'utf-8']).default('cp850'),
    field_separator: z.string().length(1).default('|'),
    timeout_ms: z.number().int().min(100).max(60_000).default(3000),
    pin_is_validated: z.boolean().default(true),
  })
  .strict()
  .refine((s) => s.login_user === undefined || s.login_password !== undefined, {
    message: 'login_password is required with login_user',
    path: ['login_password'],
  });

const LibrarySystem = z.discriminatedUnion('patron_auth', [
  z.object({ patron_auth: z.literal('builtin') }).strict(),
  z.object({ patron_auth: z.literal('sip2'), sip2: Sip2Settings }).strict(),
]);

const LibrarySystemsFile = z
  .object({
    libraries: z.record(
      z.string().regex(/^\d+$/, { message: 'library ids are whole numbers' }),
      LibrarySystem,
    ),
  })
  .strict();

/** A library's SIP2 connection, with the defaults filled in. */
export interface Sip2Settings {
  host: string;
  port: number;
  tls: boolean;
  tlsVerify: boolean;
  loginUser?: string;
  loginPassword?: string;
  institutionId: string;
  locationCode?: string;
  encoding: 'cp850' | 'utf8';
  fieldSeparator: string;
  timeoutMs: number;
  pinIsValidated: boolean;
}

/** The libraries whose cards their own system checks over SIP2, by library id. */
export type LibrarySystems = ReadonlyMap<number, Sip2Settings>;

/** A file the server must not start with; the message names the file, the library and the field. */
export class LibrarySystemsError extends Error {
  override readonly name = 'LibrarySystemsError';
}

/** Validates the parsed JSON of a library systems file (`source` names it in errors). */
export function parseLibrarySystems(json: unknown, source: string): LibrarySystems {
  const parsed = LibrarySystemsFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [, libraryId, ...field] = issue.path.map(String);
    const where =
      issue.path[0] === 'libraries' && libraryId !== undefined
        ? `library ${libraryId}${field.length > 0 ? `, field ${field.join('.')}` : ''}`
        : `field ${issue.path.join('.') || '(top level)'}`;
    throw new LibrarySystemsError(`${source}: ${where}: ${issue.message}`);
  }
  const systems = new Map<number, Sip2Settings>();
  for (const [id, system] of Object.entries(parsed.data.libraries)) {
    if (system.patron_auth !== 'sip2') continue;
    const s = system.sip2;
    systems.set(Number(id), {
      host: s.host,
      port: s.port,
      tls: s.tls,
      tlsVerify: s.tls_verify,
      ...(s.login_user === undefined
        ? {}
        : { loginUser: s.login_user, loginPassword: s.login_password ?? '' }),
      institutionId: s.institution_id,
      ...(s.location_code === undefined ? {} : { locationCode: s.location_code }),
      encoding: s.encoding === 'cp850' ? 'cp850' : 'utf8',
      fieldSeparator: s.field_separator,
      timeoutMs: s.timeout_ms,
      pinIsValidated: s.pin_is_validated,
    });
  }
  return systems;
}

/** Reads LIBRARY_SYSTEMS_FILE; no file named: every library uses the built-in directory. */
export function loadLibrarySystems(path: string | undefined): LibrarySystems {
  if (!path) return new Map();
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new LibrarySystemsError(
      `LIBRARY_SYSTEMS_FILE ${path}: cannot be read (${(error as Error).message})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new LibrarySystemsError(`LIBRARY_SYSTEMS_FILE ${path}: not JSON (${(error as Error).message})`);
  }
  return parseLibrarySystems(json, `LIBRARY_SYSTEMS_FILE ${path}`);
}
