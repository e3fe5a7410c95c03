import {
  DEMO_CARD,
  demoOperator,
  demoUser,
  LIBRARIAN_PASSWORD,
  librarianUsername,
} from './db/seed/demo-accounts';

/** Listening on every interface or on this machine: the browser reaches it as localhost. */
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * What a start on demo data prints (plain text, for the person who ran `npm start`): where to open the site in
 * each country and the demo accounts (README "Quick start" and "Demo accounts").
 */
export function startBanner(options: { port: number; host: string }): string {
  const local = LOCAL_HOSTS.has(options.host);
  const host = local ? 'localhost' : options.host.includes(':') ? `[${options.host}]` : options.host;
  const site = (prefix: string, path: string) => `http://${prefix}${host}:${options.port}${path}`;
  const lines = [
    '',
    'Filmhyllan is running. Open:',
    `  ${site('', '/')}          (Sweden)`,
    ...(local ? [`  ${site('no.', '/no/')}    (Norway)`, `  ${site('fi.', '/fi/')}    (Finland)`] : []),
    '',
    'Demo accounts:',
    `  library card ${DEMO_CARD.cardNumber}, PIN ${DEMO_CARD.pin} (every demo library)`,
    `  customer account ${demoUser.username} / ${demoUser.password}`,
    `  librarian of library 1: ${librarianUsername(1)} / ${LIBRARIAN_PASSWORD}`,
    `  operator (admin): ${demoOperator.username} / ${demoOperator.password},`,
    `    TOTP secret (base32) ${demoOperator.totpSecret}, for an authenticator app; local use only`,
    '',
  ];
  return lines.join('\n');
}
