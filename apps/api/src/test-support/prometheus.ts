import type { FastifyInstance } from 'fastify';

/** The token the tests configure as METRICS_TOKEN. */
export const TEST_METRICS_TOKEN = 'metrics-token-for-the-tests-0123';

/** GET /metrics with the tests' token; the Prometheus text. */
export async function scrapeMetrics(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
  });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}: ${res.body}`);
  return res.body;
}

/** One sample's value from the Prometheus text format (undefined when no series has these labels). */
export function metricSample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]!.split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}
