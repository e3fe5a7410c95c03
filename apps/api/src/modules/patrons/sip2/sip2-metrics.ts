import type { Metrics } from '../../../lib/metrics';
import type { Sip2Client } from './sip2-client';
import { Sip2UnavailableError } from './sip2-errors';
import { Sip2FieldValueError } from './sip2-messages';

/**
 * A SIP2 client whose patron checks are timed and whose failures are counted, labelled with the system
 * (`host:port`): how long each library system takes, and how often and why it cannot answer. A value that could
 * not be sent (Sip2FieldValueError) reached no system and is not measured.
 */
export function measuredSip2Client(
  client: Sip2Client,
  metrics: Pick<Metrics, 'sip2RequestDuration' | 'sip2Errors'>,
  system: { host: string; port: number },
): Sip2Client {
  const label = `${system.host}:${system.port}`;
  const measured =
    (ask: Sip2Client['patronInformation']): Sip2Client['patronInformation'] =>
    async (cardNumber, pin) => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const answer = await ask(cardNumber, pin);
        metrics.sip2RequestDuration.observe({ system: label, outcome: 'answered' }, seconds());
        return answer;
      } catch (error) {
        if (!(error instanceof Sip2FieldValueError)) {
          const reason = error instanceof Sip2UnavailableError ? error.reason : 'unexpected_error';
          metrics.sip2RequestDuration.observe({ system: label, outcome: 'unavailable' }, seconds());
          metrics.sip2Errors.inc({ system: label, reason });
        }
        throw error;
      }
    };
  return {
    patronInformation: measured((card, pin) => client.patronInformation(card, pin)),
    patronStatus: measured((card, pin) => client.patronStatus(card, pin)),
    close: () => client.close(),
  };
}
