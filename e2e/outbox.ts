import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e-mails the journeys' server wrote to its outbox (no SMTP_URL: one .eml file per mail in DATA_DIR/outbox)
 * to an address, oldest first, decoded (quoted-printable, UTF-8).
 */
export function outboxTo(address: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${address}`))
    .map((raw) => {
      const bytes = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}
