/**
 * npm run operator:create -- --username <name> [--role admin|editor|support]
 * Creates an operator of a real deployment (the first admin, typically) with a random temporary password and
 * prints it with the two-factor enrolment: the otpauth URI and its QR code for an authenticator app, and ten
 * recovery codes. The first login with the password and a code from the app confirms the enrolment (a login with
 * the password alone shows a new enrolment instead). Reads the same environment as the server (DATABASE_URL or
 * DATA_DIR, APP_SECRET: the secret is sealed with a key derived from it).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES } from '@filmhyllan/contract';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSecretBox } from '../../lib/secret-box';
import { createCredentialCheck } from '../auth/credentials';
import { createMemoryGuessLimiter } from '../auth/guess-limiter';
import { createOperatorsRepository } from './operators.repository';
import { createOperatorsService, OPERATOR_TOTP_PURPOSE } from './operators.service';
import { terminalQr } from './totp';

const cwd = process.env.INIT_CWD ?? process.cwd();
const { values } = parseArgs({
  options: { username: { type: 'string' }, role: { type: 'string', default: 'admin' } },
});
const role = OPERATOR_ROLES.find((r) => r === values.role);
const username = values.username?.trim() ?? '';
if (!/^[\p{L}\p{N}._@-]{1,64}$/u.test(username) || !role) {
  console.error(`usage: npm run operator:create -- --username <name> [--role ${OPERATOR_ROLES.join('|')}]`);
  process.exit(2);
}

if (!process.env.DATA_DIR) process.env.DATA_DIR = join(cwd, 'data');
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
});
const operators = createOperatorsService({
  repo: createOperatorsRepository(database.db),
  // Creating an operator starts no session and checks no guess: these are never called here.
  sessions: {
    logIn: () => Promise.reject(new Error('no login here')),
    logOut: () => Promise.reject(new Error('no logout here')),
  },
  passwordMatches: createCredentialCheck(),
  guesses: createMemoryGuessLimiter({ max: 1, windowSeconds: 1 }),
  totpBox: createSecretBox(config.appSecret, OPERATOR_TOTP_PURPOSE),
  // Creating an operator logs no one in, so nothing is audited here.
  audit: { record: () => Promise.reject(new Error('no audit here')) },
});
try {
  const { password, enrolment } = await operators.create(username, role);
  console.log(
    [
      `Operator ${username} (${role}) created.`,
      `Temporary password: ${password}`,
      '',
      'Two-factor login: scan this code with an authenticator app, or add the URI or the secret by hand.',
      await terminalQr(enrolment.otpauthUri),
      `otpauth URI: ${enrolment.otpauthUri}`,
      `TOTP secret (base32): ${enrolment.secret}`,
      '',
      'Recovery codes (each works once; keep them somewhere safe, they are not shown again):',
      ...enrolment.recoveryCodes.map((code) => `  ${code}`),
      '',
      'The first login with the password and a code from the app confirms the enrolment.',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof AppError && error.code === 'EXISTING_USER') {
    console.error(`an operator named ${username} exists already`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
