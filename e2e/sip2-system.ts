import { startSip2TestServer } from '../apps/api/src/test-support/sip2-server';
import { SIP2_PATRON } from './sip2-patron';

/*
 * The library system of the e2e run's SIP2 library (playwright.config.ts points library 4 at it through
 * LIBRARY_SYSTEMS_FILE): the test SIP2 server, which knows one patron. Stopped with the run.
 */
const port = Number(process.env.E2E_SIP2_PORT ?? 3212);
const server = await startSip2TestServer({ port, encoding: 'cp850' });
server.setBehaviour(SIP2_PATRON.cardNumber, { kind: 'valid', pin: SIP2_PATRON.pin, name: 'Sigrid Patron' });
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
