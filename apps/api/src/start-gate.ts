/**
 * How `npm start` (scripts/start.mjs) takes part in the server's start. It answers on the port at once with a
 * "starting" page and builds the web app while the database starts; the server waits for that build before it
 * serves the web app, and takes over the port just before it listens. Run directly (tests, benchmarks, e2e), both
 * steps are nothing.
 */
export interface StartGate {
  /** Resolves once the web app's build is in place (rejects if it failed). */
  webBuild(): Promise<void>;
  /** Closes the placeholder that answers on the port meanwhile. */
  releasePort(): Promise<void>;
}

let gate: StartGate = { webBuild: async () => {}, releasePort: async () => {} };

export function setStartGate(next: StartGate): void {
  gate = next;
}

export const webBuildDone = (): Promise<void> => gate.webBuild();
export const releasePort = (): Promise<void> => gate.releasePort();
