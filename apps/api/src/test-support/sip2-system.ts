import { createServer } from 'node:net';
import type { Sip2Settings } from '../modules/patrons/library-systems';
import { startSip2TestServer, type Sip2TestServer } from './sip2-server';

/** The SIP2 login the test system expects. */
export const SIP2_LOGIN = { user: 'filmhyllan', password: 'sip-secret' } as const;

/**
 * The test SIP2 system (cp850, with a login) and the settings a library uses to reach it, as LIBRARY_SYSTEMS_FILE
 * or the console would give them: one set-up for the tests of loans, the self-test and the console's settings.
 */
export async function startSip2TestSystem(): Promise<{
  sip2: Sip2TestServer;
  /** The settings that reach the system, with the fields given changed (timeoutMs: ample, 10 s, by default). */
  settings(changes?: Partial<Sip2Settings>): Sip2Settings;
}> {
  const sip2 = await startSip2TestServer({ encoding: 'cp850', login: { ...SIP2_LOGIN } });
  return {
    sip2,
    settings: (changes = {}) => ({
      host: sip2.host,
      port: sip2.port,
      tls: false,
      tlsVerify: true,
      loginUser: SIP2_LOGIN.user,
      loginPassword: SIP2_LOGIN.password,
      institutionId: 'ANGELHOLM',
      encoding: 'cp850',
      fieldSeparator: '|',
      pinIsValidated: true,
      // Every call waits on a real socket under whatever load the machine has: ample time.
      timeoutMs: 10_000,
      ...changes,
    }),
  };
}

/** A port nothing listens on: one the system gave out and took back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
